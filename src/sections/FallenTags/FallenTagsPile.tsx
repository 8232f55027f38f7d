/** The animated pile of FallenTags, in its own chunk: framer-motion's `m` loads only after hydration, never with the page. */
import { m, type Variants } from 'framer-motion';
import { useEffect, useState } from 'react';
import { springDefaults } from '../../lib/motion';
import { fallHeight, fallStagger, pileTilt } from '../../lib/pile';
import { MotionProvider } from '../../components/MotionProvider';
import * as styles from './FallenTags.module.scss';

const tagVariants: Variants = {
  rest: (i: number) => ({ y: 0, rotate: pileTilt(i), transition: { ...springDefaults, delay: springDefaults.delay + fallStagger(i) } }),
  lifted: (i: number) => ({ y: -fallHeight(i), rotate: 0, transition: { duration: 0 } }),
};

/** Lifts the tags once mounted, then lets them fall with the spring defaults when the pile scrolls into view. */
export default function FallenTagsPile({ tags }: { tags: readonly string[] }) {
  const [armed, setArmed] = useState(false);
  useEffect(() => setArmed(true), []);
  return (
    <MotionProvider>
      <m.ul
        className={styles.pile}
        initial={false}
        animate={armed ? 'lifted' : 'rest'}
        whileInView="rest"
        viewport={{ once: true, amount: 0.35 }}
      >
        {tags.map((tag, i) => (
          <m.li key={i} className={styles.tag} custom={i} variants={tagVariants} style={{ rotate: pileTilt(i) }}>
            {tag}
          </m.li>
        ))}
      </m.ul>
    </MotionProvider>
  );
}
