/** Service page template: /services/<slug>/, its sections in content order, with the duration badge under the first (hero) section. */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageHead, seoOf } from '../components/PageHead';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { useListingLabels } from '../components/Breadcrumbs/useListingLabels';
import { crumbsFor, type ListingLabels } from '../lib/breadcrumbs';
import { useSiteSettings } from '../components/useSiteSettings';
import { serviceJsonLd } from './serviceJsonLd';
import { Sections } from '../sections/Sections';
import { DurationBadge } from '../components/DurationBadge/DurationBadge';
import * as styles from './service.module.scss';
import { withPageLanguage } from '../components/withPageLanguage';

type Data = Queries.ServicePageQuery;
type Page = NonNullable<Data['servicesJson']>;

/** Home > Services > this service. */
const crumbsOf = (page: Page, labels: ListingLabels) => crumbsFor({ label: page.card.title, path: page.path }, labels);

export default function ServiceTemplate({ data }: PageProps<Data>) {
  const page = data.servicesJson;
  const site = useSiteSettings();
  const labels = useListingLabels();
  if (!page) return null;
  const [first, ...rest] = page.components ?? [];
  return (
    <>
      <Breadcrumbs crumbs={crumbsOf(page, labels)} contained />
      <Sections sections={first ? [first] : []} />
      <div className={styles.badgeRow}>
        <DurationBadge time={page.card.time} label={site.copy.layout.duration} />
      </div>
      <Sections sections={rest} offset={1} />
    </>
  );
}

export const Head = withPageLanguage(function PageHeadTags({ data, pageContext }: HeadProps<Data>) {
  const page = data.servicesJson;
  const site = useSiteSettings();
  const labels = useListingLabels();
  if (!page) return null;
  return (
    <PageHead
      {...seoOf(page)}
      crumbs={crumbsOf(page, labels)}
      pageContext={pageContext}
      structuredData={[
        serviceJsonLd({ siteUrl: site.siteUrl, name: page.metadata.name, description: page.metadata.description, path: page.path }),
      ]}
    />
  );
});

export const query = graphql`
  query ServicePage($id: String!) {
    servicesJson(id: { eq: $id }) {
      ...PageHeadFields
      card {
        title
        time
      }
      components {
        ...SectionList
      }
    }
  }
`;
