/** The banner develop and preview builds put above an unpublished page (a draft, or one whose time is still ahead), so no editor mistakes it for the live site. */
import type { PublicationNotice } from '../../content-model/publication';
import { formatDateTime } from '../../lib/dates';
import { fill } from '../../lib/fill';
import { useCopy } from '../useSiteSettings';
import { useLocale } from '../usePageLanguage';
import * as styles from './Layout.module.scss';

export function PublicationBanner({ notice }: { notice: PublicationNotice }) {
  const { publication } = useCopy();
  const locale = useLocale();
  const text =
    notice.state === 'draft'
      ? publication.draftBanner
      : fill(publication.scheduledBanner, { when: formatDateTime(notice.publishAt, locale) });
  return (
    <p className={styles.publicationBanner} role="note" data-publication={notice.state}>
      {text}
    </p>
  );
}
