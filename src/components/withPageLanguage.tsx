/** A page's Head in its language: Gatsby renders Head outside wrapPageElement, so the page's language (from its context) is provided here, for useSiteSettings(), useCopy() and Seo. */
import type { ReactNode } from 'react';
import type { PageLanguageContext } from '../lib/pageLanguage';
import { PageLanguage } from './usePageLanguage';

/** createPages and onCreatePage give every page `locale` and `alternates` in its context (src/gatsby-node/pageLanguages.ts); read as they are, so no language code joins the page's bundle. */
export function withPageLanguage<Props extends { pageContext: unknown }>(Head: (props: Props) => ReactNode) {
  return function HeadInPageLanguage(props: Props) {
    return (
      <PageLanguage.Provider value={props.pageContext as PageLanguageContext}>
        <Head {...props} />
      </PageLanguage.Provider>
    );
  };
}
