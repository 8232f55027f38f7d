/** The duration badge of a service ("from 4 weeks"), worded exactly as its content says, on cards and under the hero. */
import * as styles from './DurationBadge.module.scss';

export function DurationBadge({ time, label, className }: { time: string; label: string; className?: string }) {
  return (
    <p className={[styles.badge, className].filter(Boolean).join(' ')} data-duration-badge="">
      <span className={styles.label}>{label}:</span> <span className={styles.time}>{time}</span>
    </p>
  );
}
