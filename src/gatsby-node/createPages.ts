/** createPages: one page per routed content record, case category listings and forwarding pages for categorized cases. */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { blogKindPath, BLOG_PATH, caseCategoryPath, casePath } from '../lib/paths';
import { collections } from '../content-model/collections';
import { categoryLabel } from '../lib/caseCrumbs';
import { fill } from '../lib/fill';
import type { ShareCard } from '../lib/shareImage';
import { readContentJson, readSiteSettings, siteLocales } from '../content-model/contentDir';
import { contentFileName } from '../content-model/contentFileName';
import { DEFAULT_LOCALE, localePrefix, localizedPath, type Locale } from '../lib/locales';
import { listingLanguages, PageLanguages } from './pageLanguages';
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
          slug
          locale
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
          slug
          locale
          draft
          publishAt
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
          slug
          locale
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
          slug
          locale
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
          slug
          locale
          metadata {
            name
          }
        }
      }
      allLegalJson {
        nodes {
          id
          path
          slug
          locale
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
  const locales = siteLocales();
  const sites = Object.fromEntries(locales.map((locale) => [locale, readSiteSettings(locale)])) as Record<Locale, SiteSettings>;
  type Routed = {
    id: string;
    path: string;
    slug: string;
    locale: string;
    share: ShareCard;
    draft?: boolean | null;
    publishAt?: string | null;
  };
  /** Each page's share card (src/gatsby-node/postBuild/shareImages.ts) comes from the same content fields its <title> and og:title use. */
  const titled = (nodes: readonly (Omit<Routed, 'share'> & { metadata: { name: string } })[]) =>
    nodes.map((node) => ({ ...node, share: { title: node.metadata.name } }));
  const { now } = publicationClock();
  const byTemplate: [readonly Routed[], string][] = [
    [titled(allServicesJson.nodes), 'service'],
    [allCasesJson.nodes.map((node) => ({ ...node, share: { title: node.hero.title, photo: node.seo.metaImage.absolutePath } })), 'case'],
    [titled(allBlogReviewJson.nodes), 'blogReview'],
    [titled(allBlogArticleJson.nodes), 'blogArticle'],
    // Home ('/') is src/pages/index.tsx, which adds featured blocks around the sections.
    [titled(allPagesJson.nodes.filter((node) => node.slug !== 'home')), 'page'],
    [titled(allLegalJson.nodes), 'legal'],
  ];
  const languages = new PageLanguages(locales);
  for (const [nodes, name] of byTemplate) for (const node of nodes) languages.add(`${name}:${node.slug}`, node.locale as Locale, node.path);
  languages.add('page:home', DEFAULT_LOCALE, '/');
  for (const home of allPagesJson.nodes) if (home.slug === 'home') languages.add('page:home', home.locale as Locale, home.path);
  for (const [nodes, name] of byTemplate) {
    for (const node of nodes) {
      if (!locales.includes(node.locale as Locale)) continue;
      actions.createPage({
        path: node.path,
        component: template(name),
        context: {
          id: node.id,
          share: node.share,
          ...languages.contextOf(`${name}:${node.slug}`, node.locale as Locale),
          ...noticeOf(node, now),
        },
      });
    }
  }
  languages.reportMissing(reporter, (key) => missingFileOf(key));

  for (const locale of locales) {
    const site = sites[locale];
    const cases = allCasesJson.nodes.filter((node) => node.locale === locale);
    const taken = new Set(cases.map((node) => node.path));
    const categories = new Set<string>();
    for (const node of cases) {
      if (!node.category) continue;
      categories.add(node.category);
      const shortPath = localizedPath(casePath(node.slug), locale);
      if (taken.has(shortPath)) {
        reporter.panicOnBuild(`createPages: ${shortPath} is both a case page and the forwarding address of a categorized case`);
        continue;
      }
      actions.createPage({
        path: shortPath,
        component: template('caseRedirect'),
        context: { target: node.path, title: node.hero.title, redirect: true, locale },
      });
    }
    // One listing per kind of post that has posts: the blog's kind filter without JavaScript (src/templates/blogKind.tsx).
    const postsOfKind = (typeName: string) =>
      (typeName === 'BlogReviewJson' ? allBlogReviewJson.nodes : allBlogArticleJson.nodes).filter((node) => node.locale === locale);
    for (const { blogKind, typeName } of collections) {
      if (!blogKind || postsOfKind(typeName).length === 0) continue;
      actions.createPage({
        path: localizedPath(blogKindPath(blogKind), locale),
        component: template('blogKind'),
        context: {
          kind: blogKind,
          share: { title: site.copy.blogPage.kinds[blogKind].many },
          ...listingLanguages(blogKindPath(blogKind), locale, locales),
        },
      });
    }
    for (const category of categories) {
      const listingPath = localizedPath(caseCategoryPath(category), locale);
      if (taken.has(listingPath)) {
        reporter.panicOnBuild(`createPages: category listing ${listingPath} collides with a case page`);
        continue;
      }
      actions.createPage({
        path: listingPath,
        component: template('caseCategory'),
        context: {
          category,
          share: { title: fill(site.copy.caseCategory.heading, { category: categoryLabel(category, site.copy.caseCategory.names) }) },
          ...listingLanguages(caseCategoryPath(category), locale, locales),
        },
      });
    }
  }
};

/** The content file a missing translation is waiting for, from its page key (`service:ux-audit`). */
function missingFileOf(key: string): string {
  const [template, slug = ''] = key.split(':');
  const dir = {
    service: 'services',
    case: 'cases',
    blogReview: 'blog/review',
    blogArticle: 'blog/case-study',
    page: 'pages',
    legal: 'legal',
  }[template ?? ''];
  return `content/${dir ?? template}/${slug}.<language>.json`;
}

/** File-system pages (src/pages/) exist in every language the site has: the English page keeps its address, each other language gets its twin under its prefix, with the share card from the same content its Head uses. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (!page.component.includes(`${path.sep}src${path.sep}pages${path.sep}`) || (page.context as { locale?: unknown }).locale) return;
  const locales = siteLocales();
  actions.deletePage(page);
  for (const locale of locales) {
    const { copy } = readSiteSettings(locale);
    const titles: Record<string, string> = {
      '/': readContentJson<{ metadata: { name: string } }>(contentFileName('pages/home', locale)).metadata.name,
      '/services/': copy.servicesPage.title,
      '/cases/': copy.casesPage.title,
      [BLOG_PATH]: copy.blogPage.title,
      '/search/': copy.search.page.title,
      '/404/': copy.notFound.title,
      '/404.html': copy.notFound.title,
    };
    const title = titles[page.path];
    const addressIn = (l: Locale) => (page.path === '/404.html' ? `${localePrefix(l)}/404.html` : localizedPath(page.path, l));
    actions.createPage({
      ...page,
      path: addressIn(locale),
      ...(page.matchPath ? { matchPath: localizedPath(page.matchPath, locale) } : {}),
      context: {
        ...page.context,
        ...(title ? { share: { title } satisfies ShareCard } : {}),
        ...listingLanguages(page.path, locale, locales, addressIn),
      },
    });
  }
};
