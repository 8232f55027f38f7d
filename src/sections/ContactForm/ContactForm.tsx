/** Contact details section: the page's own title and subtitle around the site's contact form, inline (validation code loads on first focus). */
import { graphql } from 'gatsby';
import { CopyText } from '../../components/CopyText';
import { LeadForm } from '../../components/forms/LeadForm';
import { useSiteSettings } from '../../components/useSiteSettings';
import { toFormName } from '../../lib/leadFields';
import type { SectionProps } from '../types';
import * as styles from './ContactForm.module.scss';
import { SectionHeading, SectionLandmark } from '../SectionLandmark';

export function ContactForm({ section, index }: SectionProps<'ContactFormSection'>) {
  const { title, subtitle, form } = section.contactFormProps;
  const site = useSiteSettings();
  return (
    <SectionLandmark name="ContactForm" index={index} className={styles.wrap}>
      <div className={styles.card}>
        <div className={styles.intro}>
          <SectionHeading index={index} className={styles.title}>
            {title}
          </SectionHeading>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          <p className={styles.direct}>
            <CopyText
              template={site.copy.forms.preferEmail}
              values={{ email: <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> }}
            />
          </p>
        </div>
        <LeadForm
          form={toFormName(form)}
          idPrefix={`section-${index}-form`}
          contactEmail={site.contactEmail}
          copy={site.copy.forms}
          cta="contact"
        />
      </div>
    </SectionLandmark>
  );
}

export const fragment = graphql`
  fragment ContactFormSectionFields on ContactFormSection {
    contactFormProps {
      title
      subtitle
      form
    }
  }
`;
