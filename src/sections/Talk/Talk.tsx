/** Talk block: one control — its heading, big title and text all open the default or the named contact form in a modal. */
import { graphql } from 'gatsby';
import { useForms } from '../../components/forms/FormContext';
import { toFormName } from '../../lib/leadFields';
import type { SectionProps } from '../types';
import * as styles from './Talk.module.scss';
import { SectionHeading, SectionLandmark } from '../SectionLandmark';
import { useCopy } from '../../components/useSiteSettings';
import { Icon } from '../../components/Icon';

export function Talk({ section, index }: SectionProps<'TalkSection'>) {
  const copy = useCopy().sections;
  const { heading, title, text, form } = section.talkProps;
  const { openForm, current } = useForms();
  const formName = toFormName(form);
  return (
    <SectionLandmark name="Talk" index={index} className={styles.wrap}>
      <div className={styles.card}>
        <SectionHeading index={index} className={styles.headingLine}>
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
        </SectionHeading>
        {text ? <p className={styles.text}>{text}</p> : null}
      </div>
    </SectionLandmark>
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
