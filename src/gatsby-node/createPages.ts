/** createPages: one page per routed content record, case category listings and forwarding pages for categorized cases. */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { blogKindPath, BLOG_PATH, caseCategoryPath, casePath, pagePath } from '../lib/paths';
import { collections } from '../content-model/collections';
import { categoryLabel } from '../lib/caseCrumbs';
import { fill } from '../lib/fill';
import type { ShareCard } from '../lib/shareImage';
import { readContentJson } from '../content-model/contentDir';
import type { SiteSettings } from '../content-model/site';
import { publicationClock, publicationOf, type PublicationNotice } from '../content-model/publication';

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/** A page of an unpublished record (only develop and preview builds make one) carries what its banner and noindex say. */
function noticeOf(record: { draft?: boolean | null; publishAt?: string | null }, now: Date): { publication?: PublicationNotice } {
  const publication = publicationOf(record, now);
  return publication.state === 'published' ? {} : { publication };
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.RoutedContentQuery>(`
    query RoutedContent {
      allServicesJson {
        nodes {
          id
          path
          draft
          publishAt
          metadata {
            name
          }
        }
      }
      allCasesJson {
        nodes {
          id
          path
          draft
          publishAt
          slug
          category
          hero {
            title
          }
          seo {
            metaImage {
              absolutePath
            }
          }
        }
      }
      allBlogReviewJson {
        nodes {
          id
          path
          draft
          publishAt
          metadata {
            name
          }
        }
      }
      allBlogArticleJson {
        nodes {
          id
          path
          draft
          publishAt
          metadata {
            name
          }
        }
      }
      allPagesJson {
        nodes {
          id
          path
          metadata {
            name
          }
        }
      }
      allLegalJson {
        nodes {
          id
          path
          metadata {
            name
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('createPages: could not query content', result.errors as Error[] | undefined);
    return;
  }
  const { allServicesJson, allCasesJson, allBlogReviewJson, allBlogArticleJson, allPagesJson, allLegalJson } = result.data;
  /** Each page's share card (src/gatsby-node/postBuild/shareImages.ts) comes from the same content fields its <title> and og:title use. */
  const site = readContentJson<SiteSettings>('site.json');
  const titled = (nodes: readonly { id: string; path: string; metadata: { name: string } }[]) =>
    nodes.map((node) => ({ ...node, share: { title: node.metadata.name } }));
  const { now } = publicationClock();
  const byTemplate: [
    readonly { id: string; path: string; share: ShareCard; draft?: boolean | null; publishAt?: string | null }[],
    string,
  ][] = [
    [titled(allServicesJson.nodes), 'service'],
    [allCasesJson.nodes.map((node) => ({ ...node, share: { title: node.hero.title, photo: node.seo.metaImage.absolutePath } })), 'case'],
    [titled(allBlogReviewJson.nodes), 'blogReview'],
    [titled(allBlogArticleJson.nodes), 'blogArticle'],
    // Home ('/') is src/pages/index.tsx, which adds featured blocks around the sections.
    [titled(allPagesJson.nodes.filter((node) => node.path !== pagePath('home'))), 'page'],
    [titled(allLegalJson.nodes), 'legal'],
  ];
  for (const [nodes, name] of byTemplate) {
    for (const node of nodes)
      actions.createPage({
        path: node.path,
        component: template(name),
        context: { id: node.id, share: node.share, ...noticeOf(node, now) },
      });
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
    actions.createPage({
      path: shortPath,
      component: template('caseRedirect'),
      context: { target: node.path, title: node.hero.title, redirect: true },
    });
  }
  // One listing per kind of post that has posts: the blog's kind filter without JavaScript (src/templates/blogKind.tsx).
  const postsOfKind = (typeName: string) => (typeName === 'BlogReviewJson' ? allBlogReviewJson.nodes : allBlogArticleJson.nodes);
  for (const { blogKind, typeName } of collections) {
    if (!blogKind || postsOfKind(typeName).length === 0) continue;
    actions.createPage({
      path: blogKindPath(blogKind),
      component: template('blogKind'),
      context: { kind: blogKind, share: { title: site.copy.blogPage.kinds[blogKind].many } },
    });
  }

  for (const category of categories) {
    const listingPath = caseCategoryPath(category);
    if (taken.has(listingPath)) {
      reporter.panicOnBuild(`createPages: category listing ${listingPath} collides with a case page`);
      continue;
    }
    actions.createPage({
      path: listingPath,
      component: template('caseCategory'),
      context: { category, share: { title: fill(site.copy.caseCategory.heading, { category: categoryLabel(category) }) } },
    });
  }
};

/** File-system pages (src/pages/) get their share card from the same content their Head uses. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (!page.component.includes(`${path.sep}src${path.sep}pages${path.sep}`) || (page.context as { share?: unknown }).share) return;
  const { copy } = readContentJson<SiteSettings>('site.json');
  const titles: Record<string, string> = {
    '/': readContentJson<{ metadata: { name: string } }>('pages/home.json').metadata.name,
    '/services/': copy.servicesPage.title,
    '/cases/': copy.casesPage.title,
    [BLOG_PATH]: copy.blogPage.title,
    '/search/': copy.search.page.title,
    '/404/': copy.notFound.title,
    '/404.html': copy.notFound.title,
  };
  const title = titles[page.path];
  if (!title) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, share: { title } satisfies ShareCard } });
};
