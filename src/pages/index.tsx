/** Home: sections from content/pages/home.json, then featured services and cases, client words and how to get in touch. */
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout/Layout';
import { Seo } from '../components/Seo';
import { CaseCard } from '../components/CaseCard/CaseCard';
import { useSiteSettings } from '../components/useSiteSettings';
import { Sections } from '../sections/Sections';
import { audiences } from '../content-model/common';
import * as styles from './index.module.scss';

type Data = Queries.HomePageQuery;

const audienceNames: Record<string, string> = { startups: 'Startups', smb: 'Small and medium business', enterprise: 'Enterprise' };

export default function HomePage({ data }: PageProps<Data>) {
  const site = useSiteSettings();
  const page = data.pagesJson;
  if (!page) return null;
  const testimonials = audiences.flatMap((audience) => data.allTestimonialsJson.nodes.filter((t) => t.audience === audience).slice(0, 1));
  return (
    <Layout>
      <Sections sections={page.components} />
      {page.featuredServices?.length ? (
        <section className={styles.block} aria-labelledby="home-services">
          <h2 id="home-services">What we can do for you</h2>
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
            <Link to="/services/">Browse every service</Link>
          </p>
        </section>
      ) : null}
      {page.featuredCases?.length ? (
        <section className={styles.block} aria-labelledby="home-cases">
          <h2 id="home-cases">Recent work</h2>
          <ul className={styles.grid}>
            {page.featuredCases.map((item) => (
              <li key={item.slug}>
                <CaseCard item={item} />
              </li>
            ))}
          </ul>
          <p>
            <Link to="/cases/">See all case studies</Link>
          </p>
        </section>
      ) : null}
      {testimonials.length > 0 ? (
        <section className={styles.block} aria-labelledby="home-testimonials">
          <h2 id="home-testimonials">What clients say</h2>
          <ul className={styles.grid}>
            {testimonials.map((t) => (
              <li key={t.slug} className={styles.quote}>
                <p className={styles.audience}>{audienceNames[t.audience]}</p>
                <blockquote>
                  <p>{t.text}</p>
                </blockquote>
                <p>
                  <strong>{t.name}</strong>, {t.position}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={`${styles.block} ${styles.contact}`} aria-labelledby="home-contact">
        <h2 id="home-contact">Tell us what you are building</h2>
        <p>A short message is enough: what you make, for whom, and what is not working yet. We answer within one working day.</p>
        <p className={styles.actions}>
          <a className={styles.primary} href={site.sayHelloUrl} target="_blank" rel="noopener noreferrer">
            Say Hello<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <a className={styles.secondary} href={`mailto:${site.contactEmail}`}>
            {site.contactEmail}
          </a>
        </p>
      </section>
    </Layout>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const page = data.pagesJson;
  if (!page) return null;
  return <Seo title={page.metadata.name} description={page.metadata.description} path={page.path} />;
}

export const query = graphql`
  query HomePage {
    pagesJson(fields: { slug: { eq: "home" } }) {
      path
      metadata { name description }
      components { ...SectionList }
      featuredServices { path card { title text time } }
      featuredCases { ...CaseCardFields }
    }
    allTestimonialsJson(sort: { fields: { slug: ASC } }) {
      nodes { slug name position text audience }
    }
  }
`;
