/** The /services listing: one block per service group (site.en.json order) with a card per service. */
import { Link, graphql } from 'gatsby';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { useListingLabels } from '../Breadcrumbs/useListingLabels';
import { crumbsFor } from '../../lib/breadcrumbs';
import { groupServices, type GroupInfo } from '../../lib/serviceGroups';
import { DurationBadge } from '../DurationBadge/DurationBadge';
import * as styles from './ServicesListing.module.scss';
import { useCopy } from '../useSiteSettings';
import { fill } from '../../lib/fill';

export interface ListedService {
  path: string;
  group: string;
  card: { title: string; text: string; time: string };
}

interface Props {
  groups: readonly GroupInfo[];
  services: readonly ListedService[];
}

export function ServicesListing({ groups, services }: Props) {
  const { servicesPage: copy, layout } = useCopy();
  const labels = useListingLabels();
  const blocks = groupServices(groups, services, copy);
  return (
    <div className={styles.listing}>
      <header className={styles.intro}>
        <Breadcrumbs crumbs={crumbsFor({ label: copy.crumb, path: '/services/' }, labels)} />
        <h1 className={styles.title}>{copy.heading}</h1>
        <p className={styles.lead}>{fill(copy.lead, { count: services.length })}</p>
        <nav aria-label={copy.groupsNav}>
          <ul className={styles.jump}>
            {blocks.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {blocks.map((group) => (
        <section key={group.id} id={group.id} className={styles.group} aria-labelledby={`group-${group.id}`} data-service-group={group.id}>
          <h2 id={`group-${group.id}`} className={styles.groupTitle}>
            {group.title}
          </h2>
          <p className={styles.groupText}>{group.text}</p>
          <ul className={styles.grid}>
            {group.services.map((service) => (
              <li key={service.path} className={styles.card} data-service-card="">
                <h3 className={styles.cardTitle}>
                  <Link to={service.path} className={styles.cardLink}>
                    {service.card.title}
                  </Link>
                </h3>
                <p className={styles.cardText}>{service.card.text}</p>
                <DurationBadge time={service.card.time} label={layout.duration} className={styles.badge} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Every service in its group, as the listings of services select them (`...ServiceGroups`: /services, /search, the 404 page). */
export const fragment = graphql`
  fragment ServiceGroups on Query {
    siteJson(fields: { locale: { eq: $locale } }) {
      serviceGroups {
        id
        title
        text
      }
    }
    allServicesJson(filter: { fields: { locale: { eq: $locale } } }, sort: { card: { title: ASC } }) {
      nodes {
        path
        group
        card {
          title
          text
          time
        }
      }
    }
  }
`;
