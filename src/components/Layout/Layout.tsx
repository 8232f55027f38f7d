/** Page frame: skip link, header navigation with a mobile menu and the language switcher (also in the footer), main landmark (opening with the preview banner of an unpublished page), footer, floating showreel and the contact forms. */
import { Link } from 'gatsby';
import React, { lazy, Suspense, useRef } from 'react';
import { useSiteSettings } from '../useSiteSettings';
import { FormProvider } from '../forms/FormContext';
import { FloatingVideo } from '../FloatingVideo/FloatingVideo';
import { preloadTrap, useMobileMenu } from './MobileMenu';
import * as styles from './Layout.module.scss';
import { canShareFiles } from '../../browser/canShareFiles';
import { Icon } from '../Icon';
import { SearchControl } from '../Search/SearchControl';
import { LanguageSwitch } from './LanguageSwitch';
import { useLocalePrefix } from '../usePageLanguage';
import type { PublicationNotice } from '../../content-model/publication';

const isInternal = (href: string) => href.startsWith('/');

/** Its own chunk: only develop and preview builds make unpublished pages, so the public site's pages never load it. */
const PublicationBanner = lazy(() => import('./PublicationBanner').then((module) => ({ default: module.PublicationBanner })));

function SayHello({ href, className, label, newTab }: { href: string; className: string; label: string; newTab: string }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> {newTab}</span>
      <Icon name="arrowUpRight" size="1.1em" strokeWidth={1.75} />
    </a>
  );
}

export function Layout({ children, publication }: { children: React.ReactNode; publication?: PublicationNotice }) {
  const site = useSiteSettings();
  const headerRef = useRef<HTMLDivElement>(null);
  const showreelSlotRef = useRef<HTMLDivElement>(null);
  const menu = useMobileMenu(headerRef);
  const copy = site.copy.layout;
  const prefix = useLocalePrefix();
  return (
    <FormProvider contactEmail={site.contactEmail} copy={site.copy.forms} closeLabel={copy.close}>
      <a className={styles.skipLink} href="#main">
        {copy.skipLink}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner} ref={headerRef}>
          <Link to={`${prefix}/`} className={styles.brand}>
            {site.agencyName}
          </Link>
          <div ref={showreelSlotRef} className={styles.showreelSlot} />
          <SearchControl copy={site.copy.search} groups={site.serviceGroups} closeLabel={copy.close} />
          <button
            type="button"
            className={styles.menuToggle}
            aria-expanded={menu.open}
            aria-controls="site-menu"
            onClick={menu.toggle}
            onPointerEnter={preloadTrap}
            onFocus={preloadTrap}
          >
            {menu.open ? (
              <Icon name="close" className={styles.menuIcon} size={20} strokeWidth={1.75} />
            ) : (
              <Icon name="menu" className={styles.menuIcon} size={20} strokeWidth={1.75} />
            )}
            <span className="visually-hidden">{menu.open ? copy.closeMenu : copy.menu}</span>
          </button>
          <nav aria-label={copy.mainNav} id="site-menu" className={`${styles.menu} ${menu.open ? styles.menuOpen : ''}`}>
            <ul className={styles.nav}>
              {site.nav.map((item) => (
                <li key={item.href}>
                  <Link to={item.href} activeClassName={styles.active} partiallyActive onClick={menu.close}>
                    {item.label}
                  </Link>
                </li>
              ))}
              <li>
                <LanguageSwitch noteClassName={styles.languageNote} />
              </li>
            </ul>
            <SayHello href={site.sayHelloUrl} className={styles.sayHello} label={copy.sayHello} newTab={copy.newTab} />
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {publication ? (
          <Suspense fallback={null}>
            <PublicationBanner notice={publication} />
          </Suspense>
        ) : null}
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <div className={styles.footerTop}>
            <a
              href={site.pdf.main}
              download={site.pdf.fileName}
              className={styles.pdfButton}
              onClick={(event) => {
                if (!canShareFiles(site.pdf.fileName)) return;
                event.preventDefault();
                void import('../../browser/downloadPdf').then(({ sharePdf }) =>
                  sharePdf({ path: site.pdf.main, fileName: site.pdf.fileName }),
                );
              }}
            >
              <Icon name="download" size="1.1em" strokeWidth={1.75} />
              {copy.downloadPdf}
            </a>
            <SayHello href={site.sayHelloUrl} className={styles.footerSayHello} label={copy.sayHello} newTab={copy.newTab} />
          </div>
          <nav aria-label={copy.footerNav}>
            <ul className={styles.footerLinks}>
              {site.footerLinks.map((item) => (
                <li key={item.href}>
                  {isInternal(item.href) ? <Link to={item.href}>{item.label}</Link> : <a href={item.href}>{item.label}</a>}
                </li>
              ))}
              <li>
                <LanguageSwitch noteClassName={styles.languageNote} />
              </li>
            </ul>
          </nav>
          <p className={styles.copyright}>
            © {site.copyrightYear} {site.agencyName}. {site.tagline}
          </p>
        </div>
      </footer>
      <FloatingVideo agencyName={site.agencyName} labels={site.copy.showreel} compactSlot={showreelSlotRef} />
    </FormProvider>
  );
}
