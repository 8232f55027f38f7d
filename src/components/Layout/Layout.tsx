/** Page frame: skip link, header navigation, main landmark and footer, all from site settings. */
import React from 'react';
import { Link } from 'gatsby';
import { useSiteSettings } from '../useSiteSettings';
import * as styles from './Layout.module.scss';

const isInternal = (href: string) => href.startsWith('/');

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useSiteSettings();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to="/" className={styles.brand}>
            {site.agencyName}
          </Link>
          <nav aria-label="Main">
            <ul className={styles.nav}>
              {site.nav.map((item) => (
                <li key={item.href}>
                  <Link to={item.href} activeClassName={styles.active} partiallyActive>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <a className={styles.sayHello} href={site.sayHelloUrl} target="_blank" rel="noopener noreferrer">
            Say Hello<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <nav aria-label="Footer">
            <ul className={styles.footerLinks}>
              {site.footerLinks.map((item) => (
                <li key={item.href}>
                  {isInternal(item.href) ? <Link to={item.href}>{item.label}</Link> : <a href={item.href}>{item.label}</a>}
                </li>
              ))}
            </ul>
          </nav>
          <p className={styles.copyright}>
            © {site.copyrightYear} {site.agencyName}. {site.tagline}
          </p>
        </div>
      </footer>
    </>
  );
}
