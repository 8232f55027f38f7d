/** The /search/ page's body: intro (inviting a search only when JavaScript runs), the search button (the same), then every service by group, every case study and every blog post. */
import { Link } from 'gatsby';
import { useEffect, useState, type ReactNode } from 'react';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { useListingLabels } from '../Breadcrumbs/useListingLabels';
import { crumbsFor } from '../../lib/breadcrumbs';
import { groupServices, type GroupInfo } from '../../lib/serviceGroups';
import { SEARCH_PAGE_PATH } from '../../lib/paths';
import { fill } from '../../lib/fill';
import { formatDate } from '../../lib/dates';
import { useCopy } from '../useSiteSettings';
import { useLocale } from '../usePageLanguage';
import { Icon } from '../Icon';
import { requestSearch } from '../Search/openSearch';
import type { SearchKind } from '../../lib/siteSearch';
import * as styles from './SearchPage.module.scss';

export interface ListedPage {
  path: string;
}
interface Props {
  groups: readonly GroupInfo[];
  services: readonly (ListedPage & { group: string; card: { title: string; text: string; time: string } })[];
  cases: readonly (ListedPage & { client: string; hero: { title: string }; attributes: { projectType: string } })[];
  posts: readonly (ListedPage & { title: string; date: string; author: string; kind: Extract<SearchKind, 'review' | 'article'> })[];
}

export function SearchPage({ groups, services, cases, posts }: Props) {
  const { search, servicesPage, layout } = useCopy();
  const locale = useLocale();
  const copy = search.page;
  const labels = useListingLabels();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const blocks = groupServices(groups, services, servicesPage);
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <Breadcrumbs crumbs={crumbsFor({ label: copy.crumb, path: SEARCH_PAGE_PATH }, labels)} />
        <h1 className={styles.title}>{copy.heading}</h1>
        <p className={styles.lead}>
          {fill(copy.lead, { services: services.length, cases: cases.length, posts: posts.length })}{' '}
          <span className={styles.withScript}>{copy.searchHint}</span>
        </p>
        {/* The button's place is kept from the first paint, so its arrival after hydration moves nothing below it. */}
        <div className={`${styles.searchSlot} ${styles.withScript}`}>
          {enhanced ? (
            <button type="button" className={styles.searchButton} aria-haspopup="dialog" onClick={requestSearch}>
              <Icon name="search" size={22} strokeWidth={1.75} />
              <span>{copy.searchButton}</span>
              <kbd aria-hidden="true">{search.shortcut}</kbd>
            </button>
          ) : null}
        </div>
      </header>

      <Block id="search-services" title={copy.servicesHeading} count={services.length}>
        <div className={styles.groups}>
          {blocks.map((group) => (
            <section key={group.id} className={styles.group} aria-labelledby={`search-group-${group.id}`}>
              <h3 id={`search-group-${group.id}`} className={styles.groupTitle}>
                {group.title}
              </h3>
              <p className={styles.groupText}>{group.text}</p>
              <ul className={styles.links}>
                {group.services.map((service) => (
                  <li key={service.path}>
                    <Link to={service.path}>{service.card.title}</Link>
                    <span>
                      <span className="visually-hidden">{layout.duration}</span>
                      {service.card.time}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Block>

      <Block id="search-cases" title={copy.casesHeading} count={cases.length}>
        <ul className={styles.cards}>
          {cases.map((item) => (
            <Card key={item.path} path={item.path} title={item.hero.title}>
              <span>{item.client}</span>
              <span>{item.attributes.projectType}</span>
            </Card>
          ))}
        </ul>
      </Block>

      <Block id="search-blog" title={copy.blogHeading} count={posts.length}>
        <ul className={styles.cards}>
          {posts.map((post) => (
            <Card key={post.path} path={post.path} title={post.title} meta={post.author}>
              <span>{search.kinds[post.kind]}</span>
              <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
            </Card>
          ))}
        </ul>
      </Block>
    </div>
  );
}

/** One block of the list: its heading with the count, labelling the section. */
function Block({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.blockTitle}>
        {title}
        <span aria-hidden="true">{count}</span>
      </h2>
      {children}
    </section>
  );
}

/** A case study or post as a compact card: its eyebrow (the children, a dot between them), one link to its page, and a line under it. */
function Card({ path, title, meta, children }: { path: string; title: string; meta?: string; children: ReactNode }) {
  return (
    <li className={styles.card}>
      <span className={styles.kicker}>{children}</span>
      <Link to={path} className={styles.cardLink}>
        {title}
      </Link>
      {meta && <span>{meta}</span>}
    </li>
  );
}
