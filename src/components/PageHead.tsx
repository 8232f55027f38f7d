/** Head of every page below the home page: its Seo tags, with the breadcrumb trail it shows and any further schema.org objects in its JSON-LD. */
import type { ReactNode } from 'react';
import { graphql } from 'gatsby';
import type { Crumb } from '../lib/breadcrumbs';
import type { JsonLdObject } from '../lib/structuredData';
import { useBreadcrumbJsonLd } from './Breadcrumbs/Breadcrumbs';
import { Seo } from './Seo';
import { useSiteSettings } from './useSiteSettings';

interface PageHeadProps {
  title: string;
  description: string;
  path: string;
  /** Open Graph type: `article` for case studies and blog posts. */
  type?: 'website' | 'article';
  /** The trail after Home, as the page's Breadcrumbs show it. */
  crumbs: readonly Crumb[];
  /** The page's context: a page of an unpublished record (develop and preview builds only) carries its `publication` and is noindex. */
  pageContext?: { publication?: unknown };
  /** The page's schema.org objects besides the Organization and the trail. */
  structuredData?: readonly JsonLdObject[];
  children?: ReactNode;
}

/** A content page's title, description and path for its head: the search metadata it carries (a PageMetadata) and its address. */
export const seoOf = (page: { path: string; metadata: { name: string; description: string } }) => ({
  title: page.metadata.name,
  description: page.metadata.description,
  path: page.path,
});

/** What a page query selects for seoOf(): the page's address and search metadata (any record implementing MetadataPage). */
export const fragment = graphql`
  fragment PageHeadFields on MetadataPage {
    path
    metadata {
      name
      description
    }
  }
`;

export function PageHead({ crumbs, pageContext, structuredData = [], children, ...seo }: PageHeadProps) {
  const { siteUrl } = useSiteSettings();
  const trail = useBreadcrumbJsonLd(crumbs, siteUrl);
  return (
    <Seo {...seo} noindex={Boolean(pageContext?.publication)} structuredData={[trail, ...structuredData]}>
      {children}
    </Seo>
  );
}
