/** Standalone page from content/pages/<slug>.json (e.g. /about-us/): breadcrumbs, then its sections in order. */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageHead, seoOf } from '../components/PageHead';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { useListingLabels } from '../components/Breadcrumbs/useListingLabels';
import { crumbsFor } from '../lib/breadcrumbs';
import { Sections } from '../sections/Sections';
import * as styles from './page.module.scss';
import { withPageLanguage } from '../components/withPageLanguage';

type Data = Queries.StandalonePageQuery;

export default function PageTemplate({ data }: PageProps<Data>) {
  const page = data.pagesJson;
  const labels = useListingLabels();
  if (!page) return null;
  return (
    <>
      <div className={styles.crumbs}>
        <Breadcrumbs crumbs={crumbsFor({ label: page.metadata.name, path: page.path }, labels)} contained />
      </div>
      <Sections sections={page.components} />
    </>
  );
}

export const Head = withPageLanguage(function PageHeadTags({ data }: HeadProps<Data>) {
  const page = data.pagesJson;
  const labels = useListingLabels();
  return page ? <PageHead {...seoOf(page)} crumbs={crumbsFor({ label: page.metadata.name, path: page.path }, labels)} /> : null;
});

export const query = graphql`
  query StandalonePage($id: String!) {
    pagesJson(id: { eq: $id }) {
      ...PageHeadFields
      components {
        ...SectionList
      }
    }
  }
`;
