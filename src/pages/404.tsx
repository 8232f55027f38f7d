/** Not-found page: says what happened, offers the main ways back in and a quick filter over every service, grouped as /services groups them. */
import { useState } from 'react';
import { Link, graphql, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { withPageLanguage } from '../components/withPageLanguage';
import * as styles from './404.module.scss';
import { useSiteSettings } from '../components/useSiteSettings';
import { plural } from '../lib/plural';
import { useLocale } from '../components/usePageLanguage';
import { groupServices } from '../lib/serviceGroups';

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundQuery>) {
  const [query, setQuery] = useState('');
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const services = data.allServicesJson.nodes.filter((s) => words.every((w) => `${s.card.title} ${s.card.text}`.toLowerCase().includes(w)));
  const { notFound: copy, servicesPage } = useSiteSettings().copy;
  const locale = useLocale();
  const groups = groupServices(data.siteJson?.serviceGroups ?? [], services, servicesPage);
  return (
    <>
      <div className={styles.page}>
        <div className={styles.intro}>
          <h1>{copy.heading}</h1>
          <p className={styles.lead}>{copy.lead}</p>
          <ul className={styles.links}>
            {copy.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
        <section aria-labelledby="find-service">
          <h2 id="find-service">{copy.searchHeading}</h2>
          <div className={styles.search}>
            <label htmlFor="service-search" className={styles.label}>
              {copy.searchLabel}
            </label>
            <input
              id="service-search"
              className={styles.input}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={copy.searchPlaceholder}
            />
            <p aria-live="polite" className={styles.count}>
              {plural(locale, services.length, copy.foundOne, copy.foundMany)}
            </p>
          </div>
          <div className={styles.groups}>
            {groups.map((group) => (
              <section key={group.id} aria-labelledby={`services-${group.id}`}>
                <h3 id={`services-${group.id}`} className={styles.groupTitle}>
                  {group.title}
                </h3>
                <ul className={styles.services}>
                  {group.services.map((s) => (
                    <li key={s.path}>
                      <Link to={s.path}>{s.card.title}</Link> <span className={styles.time}>{s.card.time}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}

export const Head = withPageLanguage(function NotFoundHead() {
  const copy = useSiteSettings().copy.notFound;
  return <Seo title={copy.title} description={copy.description} path="/404/" />;
});

export const query = graphql`
  query NotFound($locale: String!) {
    ...ServiceGroups
  }
`;
