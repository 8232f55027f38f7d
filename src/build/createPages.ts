/** createPages: one page per routed content record, case category listings and forwarding pages for categorized cases. */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { caseCategoryPath, casePath, pagePath } from '../lib/paths';

interface Routed {
  nodes: { id: string; path: string }[];
}

interface RoutedNodes {
  allServicesJson: Routed;
  allCasesJson: { nodes: { id: string; path: string; slug: string; category: string | null; hero: { title: string } }[] };
  allBlogReviewJson: Routed;
  allBlogArticleJson: Routed;
  allPagesJson: Routed;
}

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<RoutedNodes>(`
    query RoutedContent {
      allServicesJson { nodes { id path } }
      allCasesJson { nodes { id path slug category hero { title } } }
      allBlogReviewJson { nodes { id path } }
      allBlogArticleJson { nodes { id path } }
      allPagesJson { nodes { id path } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('createPages: could not query content', result.errors);
    return;
  }
  const { allServicesJson, allCasesJson, allBlogReviewJson, allBlogArticleJson, allPagesJson } = result.data;
  const byTemplate: [Routed, string][] = [
    [allServicesJson, 'service'],
    [allCasesJson, 'case'],
    [allBlogReviewJson, 'blogReview'],
    [allBlogArticleJson, 'blogArticle'],
    // Home ('/') is src/pages/index.tsx, which adds featured blocks around the sections.
    [{ nodes: allPagesJson.nodes.filter((node) => node.path !== pagePath('home')) }, 'page'],
  ];
  for (const [routed, name] of byTemplate) {
    for (const node of routed.nodes) actions.createPage({ path: node.path, component: template(name), context: { id: node.id } });
  }

  const taken = new Set(allCasesJson.nodes.map((node) => node.path));
  const categories = new Set<string>();
  for (const node of allCasesJson.nodes) {
    if (!node.category) continue;
    categories.add(node.category);
    const shortPath = casePath(node.slug);
    if (taken.has(shortPath)) {
      reporter.panicOnBuild(`createPages: ${shortPath} is both a case page and the forwarding address of a categorized case`);
      continue;
    }
    actions.createPage({ path: shortPath, component: template('caseRedirect'), context: { target: node.path, title: node.hero.title, redirect: true } });
  }
  for (const category of categories) {
    const listingPath = caseCategoryPath(category);
    if (taken.has(listingPath)) {
      reporter.panicOnBuild(`createPages: category listing ${listingPath} collides with a case page`);
      continue;
    }
    actions.createPage({ path: listingPath, component: template('caseCategory'), context: { category } });
  }
};
