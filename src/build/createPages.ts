/** createPages: one page per routed content record, from the template of its collection. */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

interface RoutedNodes {
  allServicesJson: { nodes: { id: string; path: string }[] };
  allCasesJson: { nodes: { id: string; path: string }[] };
}

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<RoutedNodes>(`
    query RoutedContent {
      allServicesJson { nodes { id path } }
      allCasesJson { nodes { id path } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('createPages: could not query content', result.errors);
    return;
  }
  for (const node of result.data.allServicesJson.nodes) {
    actions.createPage({ path: node.path, component: template('service'), context: { id: node.id } });
  }
  for (const node of result.data.allCasesJson.nodes) {
    actions.createPage({ path: node.path, component: template('case'), context: { id: node.id } });
  }
};
