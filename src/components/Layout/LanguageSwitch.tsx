/** The header's and footer's link to this page in the other language: a plain link in the server HTML (works without JavaScript) that keeps the address's query and hash, or a note in that language where the page has no twin yet. */
import type { SyntheticEvent } from 'react';
import { LOCALES, type Locale } from '../../lib/locales';
import { SWITCH_ATTRIBUTE } from '../../lib/pageLanguage';
import { usePageLanguage } from '../usePageLanguage';
import { useSiteSettings } from '../useSiteSettings';

function Twin({ locale, href, noteClassName }: { locale: Locale; href: string | undefined; noteClassName?: string }) {
  const words = useSiteSettings(locale).copy.language;
  if (!href) {
    return (
      <span lang={locale} className={noteClassName}>
        {words.notYet}
      </span>
    );
  }
  /**
   * The address's query and hash as they are now (case filters, an audience tab such as #smb), read when a pointer or the
   * keyboard reaches the link and when it is followed: the filters and tabs write them with history, which fires no event.
   */
  const keepAddressState = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = href + window.location.search + window.location.hash;
  };
  return (
    <a
      href={href}
      hrefLang={locale}
      lang={locale}
      onPointerEnter={keepAddressState}
      onFocus={keepAddressState}
      onClick={keepAddressState}
      {...{ [SWITCH_ATTRIBUTE]: '' }}
    >
      {words.name}
      <span className="visually-hidden">, {words.thisPage}</span>
    </a>
  );
}

/** This page in every other language (its twins, from the page context's `alternates`). */
export function LanguageSwitch({ noteClassName }: { noteClassName?: string }) {
  const { locale, alternates } = usePageLanguage();
  return LOCALES.filter((other) => other !== locale).map((other) => (
    <Twin key={other} locale={other} href={alternates[other]} noteClassName={noteClassName} />
  ));
}
