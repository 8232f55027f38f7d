/** Standalone page from content/pages/<slug>.json (e.g. /about-us/): breadcrumbs, then its sections in order. */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout/Layout';
import { Seo } from '../components/Seo';
import { BreadcrumbJsonLd, Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { useSiteSettings } from '../components/useSiteSettings';
import { Sections } from '../sections/Sections';
import * as styles from './page.module.scss';

type Data = Queries.StandalonePageQuery;

export default function PageTemplate({ data }: PageProps<Data>) {
  const page = data.pagesJson;
  if (!page) return null;
  return (
    <Layout>
      <div className={styles.crumbs}>
        <Breadcrumbs crumbs={[{ label: page.metadata.name, path: page.path }]} />
      </div>
      <Sections sections={page.components} />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const page = data.pagesJson;
  const site = useSiteSettings();
  if (!page) return null;
  return (
    <Seo title={page.metadata.name} description={page.metadata.description} path={page.path}>
      <BreadcrumbJsonLd crumbs={[{ label: page.metadata.name, path: page.path }]} siteUrl={site.siteUrl} />
    </Seo>
  );
}

export const query = graphql`
  query StandalonePage($id: String!) {
    pagesJson(id: { eq: $id }) {
      path
      metadata { name description }
      components { ...SectionList }
    }
  }
`;
