/** Page frame: skip link, header navigation with a mobile menu, main landmark, footer, floating showreel and the contact forms. */
import React, { useRef } from 'react';
import { Link } from 'gatsby';
import { useSiteSettings } from '../useSiteSettings';
import { FormProvider } from '../forms/FormContext';
import { FloatingVideo } from '../FloatingVideo/FloatingVideo';
import { sharePdf } from '../../lib/downloadPdf';
import { preloadTrap, useMobileMenu } from './MobileMenu';
import * as styles from './Layout.module.scss';

const isInternal = (href: string) => href.startsWith('/');

function SayHello({ href, className }: { href: string; className: string }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      Say Hello<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useSiteSettings();
  const headerRef = useRef<HTMLDivElement>(null);
  const menu = useMobileMenu(headerRef);
  return (
    <FormProvider contactEmail={site.contactEmail}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner} ref={headerRef}>
          <Link to="/" className={styles.brand}>
            {site.agencyName}
          </Link>
          <button type="button" className={styles.menuToggle} aria-expanded={menu.open} aria-controls="site-menu" onClick={menu.toggle} onPointerEnter={preloadTrap} onFocus={preloadTrap}>
            <span className={styles.menuIcon} aria-hidden="true" />
            {menu.open ? 'Close menu' : 'Menu'}
          </button>
          <nav aria-label="Main" id="site-menu" className={`${styles.menu} ${menu.open ? styles.menuOpen : ''}`}>
            <ul className={styles.nav}>
              {site.nav.map((item) => (
                <li key={item.href}>
                  <Link to={item.href} activeClassName={styles.active} partiallyActive onClick={menu.close}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
            <SayHello href={site.sayHelloUrl} className={styles.sayHello} />
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <div className={styles.footerTop}>
            <button type="button" className={styles.pdfButton} onClick={() => void sharePdf({ path: site.pdf.main, fileName: site.pdf.fileName })}>
              Download &amp; Share PDF
            </button>
            <SayHello href={site.sayHelloUrl} className={styles.footerSayHello} />
          </div>
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
      <FloatingVideo agencyName={site.agencyName} />
    </FormProvider>
  );
}
