/** A review score as five stars with one spoken label ("Rated 4.9 out of 5"); the stars themselves are decorative. */
import type { CSSProperties } from 'react';
import { ratingLabel, scoreText, starFills } from './ratingStars';
import { useLocale } from './usePageLanguage';
import * as styles from './Rating.module.scss';

/** `label` is the content's template for the spoken score (`copy.layout.rating`). */
export function Rating({ rating, label, className }: { rating: number; label: string; className?: string }) {
  const locale = useLocale();
  return (
    <p className={[styles.rating, className].filter(Boolean).join(' ')} role="img" aria-label={ratingLabel(rating, label, locale)}>
      <span className={styles.score} aria-hidden="true">
        {scoreText(rating, locale)}
      </span>
      <span className={styles.stars} aria-hidden="true">
        {starFills(rating).map((fill, i) => (
          <span key={i} className={styles.star} style={{ '--fill': `${fill * 100}%` } as CSSProperties}>
            ★
          </span>
        ))}
      </span>
    </p>
  );
}
