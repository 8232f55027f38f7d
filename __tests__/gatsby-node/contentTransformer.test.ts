/** The build's records: gatsby-transformer-json makes one typed record per content file, named by its File but not linked as its child, and the record gets its slug and page path. */
import type { CreateNodeArgs, Node } from 'gatsby';
import { addRecordFields, recordTypeOf, transformContentFile } from '../../src/gatsby-node/contentTransformer';

const file = (relativeDirectory: string, name: string) =>
  ({
    id: `file-${name}`,
    parent: null,
    children: [],
    absolutePath: `/site/content/${relativeDirectory ? `${relativeDirectory}/` : ''}${name}.json`,
    relativeDirectory,
    internal: { type: 'File', mediaType: 'application/json', contentDigest: 'x', owner: 'gatsby-source-filesystem' },
  }) as unknown as Node;

function argsFor(node: Node, text: string) {
  const created: Node[] = [];
  const links: unknown[] = [];
  const fields: Record<string, string> = {};
  const nodes = new Map<string, Node>([[node.id, node]]);
  const args = {
    node,
    loadNodeContent: async () => text,
    createNodeId: (seed: string) => `id(${seed})`,
    createContentDigest: () => 'digest',
    getNode: (id: string) => nodes.get(id),
    actions: {
      createNode: async (record: Node) => {
        created.push(record);
      },
      createParentChildLink: (link: unknown) => links.push(link),
      createNodeField: ({ name, value }: { name: string; value: string }) => {
        fields[name] = value;
      },
    },
  } as unknown as CreateNodeArgs;
  return { args, created, links, fields };
}

describe('content records in the build', () => {
  it('types a service file as ServicesJson, keeps its fields, names its File as parent and links no child', async () => {
    const service = file('services', 'branding');
    const { args, created, links } = argsFor(service, '{"name":"Branding","group":"design"}');
    await transformContentFile(args);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      name: 'Branding',
      group: 'design',
      id: 'id(file-branding >>> JSON)',
      parent: 'file-branding',
      internal: { type: 'ServicesJson' },
    });
    expect(links).toEqual([]);
  });

  it('gives a service record its slug and page path, and site.json its slug', () => {
    const service = file('services', 'branding');
    const record = { id: 'r', parent: service.id, children: [], internal: { type: 'ServicesJson' } } as unknown as Node;
    const { args, fields } = argsFor(service, '');
    addRecordFields({ ...args, node: record });
    expect(fields).toEqual({ slug: 'branding', path: '/services/branding/' });

    const site = file('', 'site');
    const settings = { id: 's', parent: site.id, children: [], internal: { type: 'SiteJson' } } as unknown as Node;
    const siteArgs = argsFor(site, '');
    addRecordFields({ ...siteArgs.args, node: settings });
    expect(siteArgs.fields).toEqual({ slug: 'site' });
  });

  it('stops on a file in a folder that is no collection, naming the file', () => {
    expect(() => recordTypeOf({ node: file('drafts', 'idea') })).toThrow(
      '/site/content/drafts/idea.json: no content collection for folder "drafts"',
    );
  });
});
