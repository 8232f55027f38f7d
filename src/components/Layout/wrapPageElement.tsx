/** Every page rendered inside Layout and its language (from the page's context), from gatsby-browser and gatsby-ssr: the frame (forms, showreel, menu) stays mounted across page changes; head tags stay per page; an unpublished page gets its banner. */
import React, { useEffect } from 'react';
import { Layout } from './Layout';
import { markLive } from '../../hydration/heldInput';
import type { PublicationNotice } from '../../content-model/publication';
import { pageLanguageOf } from '../../lib/pageLanguage';
import { PageLanguage } from '../usePageLanguage';

/** Once the frame has hydrated, its buttons (menu, footer, forms) take clicks, and the ones held until now are replayed. */
function FrameLive() {
  useEffect(() => markLive(), []);
  return null;
}

/** The document's language follows the page after a client-side navigation (the switcher is a link Gatsby follows in the page); the server set it for the first page. */
function DocumentLanguage({ locale }: { locale: string }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}

/** A page of an unpublished record (develop and preview builds only) names it in its context (src/gatsby-node/createPages.ts). */
interface PageProps {
  pageContext?: { publication?: PublicationNotice };
}

export function wrapPageElement({ element, props }: { element: React.ReactNode; props?: PageProps }) {
  const language = pageLanguageOf(props?.pageContext);
  return (
    <PageLanguage.Provider value={language}>
      <Layout publication={props?.pageContext?.publication}>
        {element}
        <FrameLive />
        <DocumentLanguage locale={language.locale} />
      </Layout>
    </PageLanguage.Provider>
  );
}
