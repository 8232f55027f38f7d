/** Breadcrumb trail (Home > … > current page) and its BreadcrumbList JSON-LD for the page Head. */
import { Link } from 'gatsby';
import { breadcrumbJsonLd, buildTrail, type Crumb } from '../../lib/breadcrumbs';
import * as styles from './Breadcrumbs.module.scss';
import { useCopy } from '../useSiteSettings';
import { useLocalePrefix } from '../usePageLanguage';

interface BreadcrumbsProps {
  crumbs: readonly Crumb[];
  /**
   * Brings its own page container (at the top of a page, above full-width sections). Without it the trail takes the left edge
   * of the element it sits in, so inside a page header it lines up with the heading at every width.
   */
  contained?: boolean;
}

export function Breadcrumbs({ crumbs, contained = false }: BreadcrumbsProps) {
  const { layout } = useCopy();
  // Every linked crumb (Home, a listing, a case category) names an English path: the page's language goes before it.
  const trail = buildTrail(crumbs, `${useLocalePrefix()}/`, layout.home);
  return (
    <nav aria-label={layout.breadcrumb} className={contained ? `${styles.wrap} ${styles.contained}` : styles.wrap}>
      <ol className={styles.list}>
        {trail.map((item) => {
          const label = item.truncated ? (
            <>
              <span aria-hidden="true">{item.label}</span>
              <span className="visually-hidden">{item.fullLabel}</span>
            </>
          ) : (
            item.label
          );
          return (
            <li key={item.path} className={styles.item}>
              {item.href ? (
                <Link to={item.href} title={item.truncated ? item.fullLabel : undefined}>
                  {label}
                </Link>
              ) : (
                <span aria-current="page" title={item.truncated ? item.fullLabel : undefined}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The same trail as a schema.org BreadcrumbList, for a template's Head (PageHead writes it in the page's JSON-LD). */
export function useBreadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string) {
  const { layout } = useCopy();
  return breadcrumbJsonLd(crumbs, siteUrl, layout.home);
}
