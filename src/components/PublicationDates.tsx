/** A case's or blog post's publication date and, once edited, its last-updated date, each in a <time datetime>, worded by content. */
import { formatDate } from '../lib/dates';
import { CopyText } from './CopyText';
import { useLocale } from './usePageLanguage';
import { useCopy } from './useSiteSettings';

export function PublicationDates({ date, updated }: { date: string; updated?: string | null }) {
  const { publication } = useCopy();
  const locale = useLocale();
  const at = (isoDate: string) => <time dateTime={isoDate}>{formatDate(isoDate, locale)}</time>;
  return (
    <>
      <CopyText template={publication.published} values={{ date: at(date) }} />
      {updated ? (
        <>
          {' · '}
          <CopyText template={publication.updated} values={{ date: at(updated) }} />
        </>
      ) : null}
    </>
  );
}
