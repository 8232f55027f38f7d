/** Home: sections from content/pages/home.en.json, then featured services and cases, then its closing sections (client words, contact). */
import { Link, graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { seoOf } from '../components/PageHead';
import { CaseCard } from '../components/CaseCard/CaseCard';
import { Sections } from '../sections/Sections';
import * as styles from './index.module.scss';
import { useSiteSettings } from '../components/useSiteSettings';
import { withPageLanguage } from '../components/withPageLanguage';
import { useLocalePrefix } from '../components/usePageLanguage';

type Data = Queries.HomePageQuery;

export default function HomePage({ data }: PageProps<Data>) {
  const page = data.pagesJson;
  const copy = useSiteSettings().copy.home;
  const prefix = useLocalePrefix();
  if (!page) return null;
  return (
    <>
      <Sections sections={page.components} />
      {page.featuredServices?.length ? (
        <section className={styles.block} aria-labelledby="home-services">
          <h2 id="home-services">{copy.servicesHeading}</h2>
          <ul className={styles.grid}>
            {page.featuredServices.map((service) => (
              <li key={service.path} className={styles.service}>
                <h3>
                  <Link to={service.path}>{service.card.title}</Link>
                </h3>
                <p>{service.card.text}</p>
                <p className={styles.time}>{service.card.time}</p>
              </li>
            ))}
          </ul>
          <p>
            <Link to={`${prefix}/services/`}>{copy.servicesLink}</Link>
          </p>
        </section>
      ) : null}
      {page.featuredCases?.length ? (
        <section className={styles.block} aria-labelledby="home-cases">
          <h2 id="home-cases">{copy.casesHeading}</h2>
          <ul className={styles.grid}>
            {page.featuredCases.map((item) => (
              <li key={item.slug}>
                <CaseCard item={item} />
              </li>
            ))}
          </ul>
          <p>
            <Link to={`${prefix}/cases/`}>{copy.casesLink}</Link>
          </p>
        </section>
      ) : null}
      <Sections sections={page.closing ?? []} offset={page.components.length} />
    </>
  );
}

export const Head = withPageLanguage(function PageHeadTags({ data }: HeadProps<Data>) {
  const page = data.pagesJson;
  if (!page) return null;
  return <Seo {...seoOf(page)} />;
});

export const query = graphql`
  query HomePage($locale: String!) {
    pagesJson(fields: { slug: { eq: "home" }, locale: { eq: $locale } }) {
      ...PageHeadFields
      components {
        ...SectionList
      }
      featuredServices {
        path
        card {
          title
          text
          time
        }
      }
      featuredCases {
        ...CaseCardFields
      }
      closing {
        ...SectionList
      }
    }
  }
`;
