/** Talk block: a small heading and a big clickable title (a real button) that opens the default or the named contact form. */
import { graphql } from 'gatsby';
import { useForms } from '../../components/forms/FormContext';
import { toFormName } from '../../lib/leadFields';
import type { SectionProps } from '../types';
import * as styles from './Talk.module.scss';

export function Talk({ section, index }: SectionProps<'TalkSection'>) {
  const { heading, title, text, form } = section.talkProps;
  const { openForm, current } = useForms();
  const formName = toFormName(form);
  const Heading = index === 0 ? 'h1' : 'h2';
  const headingId = `section-${index}-title`;
  return (
    <section className={styles.wrap} aria-labelledby={headingId} data-section="Talk">
      <div className={styles.card}>
        <Heading id={headingId} className={styles.heading}>
          {heading ?? "Let's talk"}
        </Heading>
        <button type="button" className={styles.title} onClick={() => openForm(formName)} aria-haspopup="dialog" aria-expanded={current === formName} data-form={formName}>
          {title ?? 'Shall we chat?'}
          <span className={styles.arrow} aria-hidden="true">
            →
          </span>
        </button>
        {text ? <p className={styles.text}>{text}</p> : null}
      </div>
    </section>
  );
}

export const fragment = graphql`
  fragment TalkSectionFields on TalkSection {
    talkProps {
      heading
      title
      text
      form
    }
  }
`;
