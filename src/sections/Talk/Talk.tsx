/** Talk block: one control — its heading, big title and text all open the default or the named contact form in a modal (spec §4). */
import { graphql } from 'gatsby';
import { useForms } from '../../components/forms/FormContext';
import { toFormName } from '../../lib/leadFields';
import type { SectionProps } from '../types';
import * as styles from './Talk.module.scss';
import { useCopy } from '../../components/useSiteSettings';
import { sectionHeadingId } from '../sectionHeadingId';
import { Icon } from '../../components/Icon';

export function Talk({ section, index }: SectionProps<'TalkSection'>) {
  const copy = useCopy().sections;
  const { heading, title, text, form } = section.talkProps;
  const { openForm, current } = useForms();
  const formName = toFormName(form);
  const Heading = index === 0 ? 'h1' : 'h2';
  const headingId = sectionHeadingId(index);
  return (
    <section className={styles.wrap} aria-labelledby={headingId} data-section="Talk">
      <div className={styles.card}>
        <Heading id={headingId} className={styles.headingLine}>
          <button
            type="button"
            className={styles.control}
            onClick={() => openForm(formName, 'talk')}
            aria-haspopup="dialog"
            aria-expanded={current === formName}
            data-form={formName}
          >
            <span className={styles.heading}>{heading ?? copy.talkHeading}</span>
            <span className={styles.title}>
              {title ?? copy.talkTitle}
              <Icon name="arrowRight" className={styles.arrow} size="1em" strokeWidth={1.75} />
            </span>
          </button>
        </Heading>
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
