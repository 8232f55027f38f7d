/** A page's Head in its language: Gatsby renders Head outside wrapPageElement, so the page's language (from its context) is provided here, for useSiteSettings(), useCopy() and Seo. */
import type { ReactNode } from 'react';
import { pageLanguageOf } from '../lib/pageLanguage';
import { PageLanguage } from './usePageLanguage';

export function withPageLanguage<Props extends { pageContext: unknown }>(Head: (props: Props) => ReactNode) {
  return function HeadInPageLanguage(props: Props) {
    return (
      <PageLanguage.Provider value={pageLanguageOf(props.pageContext)}>
        <Head {...props} />
      </PageLanguage.Provider>
    );
  };
}
