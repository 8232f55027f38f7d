/** Not-found page: says what happened, offers the main ways back in and a quick filter over every service. */
import { useState } from 'react';
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout/Layout';
import { Seo } from '../components/Seo';
import * as styles from './404.module.scss';

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundQuery>) {
  const [query, setQuery] = useState('');
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const services = data.allServicesJson.nodes.filter((s) => words.every((w) => `${s.card.title} ${s.card.text}`.toLowerCase().includes(w)));
  return (
    <Layout>
      <div className={styles.page}>
        <h1>We could not find that page</h1>
        <p className={styles.lead}>The link may be old, or the page may have moved when we reorganised our services. These are good places to continue:</p>
        <ul className={styles.links}>
          <li><Link to="/">Home: what we do</Link></li>
          <li><Link to="/services/">All services</Link></li>
          <li><Link to="/cases/">Case studies</Link></li>
          <li><Link to="/about-us/">About the studio</Link></li>
        </ul>
        <section aria-labelledby="find-service">
          <h2 id="find-service">Looking for a service?</h2>
          <label htmlFor="service-search" className={styles.label}>Filter services by name or description</label>
          <input id="service-search" className={styles.input} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="e.g. landing page, research, branding" />
          <p aria-live="polite" className={styles.count}>{services.length} service{services.length === 1 ? '' : 's'} found</p>
          <ul className={styles.services}>
            {services.map((s) => (
              <li key={s.path}>
                <Link to={s.path}>{s.card.title}</Link> <span className={styles.time}>{s.card.time}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = () => <Seo title="Page not found" description="The page you asked for does not exist. Find our services and case studies from here." path="/404/" />;

export const query = graphql`
  query NotFound {
    allServicesJson(sort: { card: { title: ASC } }) {
      nodes { path card { title text time } }
    }
  }
`;
