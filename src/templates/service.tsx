/** Service page template: /services/<slug>/, its sections in content order. */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout/Layout';
import { Seo } from '../components/Seo';
import { JsonLd } from '../components/JsonLd';
import { useSiteSettings } from '../components/useSiteSettings';
import { serviceJsonLd } from '../lib/structuredData';
import { Sections } from '../sections/Sections';

type Data = Queries.ServicePageQuery;

export default function ServiceTemplate({ data }: PageProps<Data>) {
  const page = data.servicesJson;
  if (!page) return null;
  return (
    <Layout>
      <Sections sections={page.components ?? []} />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const page = data.servicesJson;
  const site = useSiteSettings();
  if (!page) return null;
  return (
    <Seo title={page.metadata.name} description={page.metadata.description} path={page.path}>
      <JsonLd data={serviceJsonLd({ siteUrl: site.siteUrl, name: page.metadata.name, description: page.metadata.description, path: page.path })} />
    </Seo>
  );
}

export const query = graphql`
  query ServicePage($id: String!) {
    servicesJson(id: { eq: $id }) {
      path
      metadata { name description }
      card { title time }
      components { ...SectionList }
    }
  }
`;
