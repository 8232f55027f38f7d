/** Minimal breadcrumb trail (Home, then the given crumbs; last one plain text, labels cut to 4 words) until the sitewide Breadcrumbs lands. */
import { Link } from 'gatsby';
import type { Crumb } from '../../lib/caseCrumbs';
import { truncateWords } from '../../lib/truncateWords';
import * as styles from './Crumbs.module.scss';

export function Crumbs({ crumbs }: { crumbs: Crumb[] }) {
  const trail: Crumb[] = [{ label: 'Home', path: '/' }, ...crumbs];
  return (
    <nav aria-label="Breadcrumb" className={styles.nav}>
      <ol className={styles.list}>
        {trail.map((crumb, i) => {
          const short = truncateWords(crumb.label, 4);
          const label = short === crumb.label ? crumb.label : (
            <>
              <span aria-hidden="true">{short}</span>
              <span className="visually-hidden">{crumb.label}</span>
            </>
          );
          return (
            <li key={`${i}-${crumb.label}`}>
              {i === trail.length - 1 ? <span aria-current="page">{label}</span> : crumb.path ? <Link to={crumb.path}>{label}</Link> : <span>{label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
