/** Contact details section: the page's own title and subtitle around the site's contact form, inline (validation code loads on first focus). */
import { graphql } from 'gatsby';
import { CopyText } from '../../components/CopyText';
import { LeadForm } from '../../components/forms/LeadForm';
import { useSiteSettings } from '../../components/useSiteSettings';
import { toFormName } from '../../lib/leadFields';
import type { SectionProps } from '../types';
import * as styles from './ContactForm.module.scss';
import { sectionHeadingId } from '../sectionHeadingId';

export function ContactForm({ section, index }: SectionProps<'ContactFormSection'>) {
  const { title, subtitle, form } = section.contactFormProps;
  const site = useSiteSettings();
  const Heading = index === 0 ? 'h1' : 'h2';
  const headingId = sectionHeadingId(index);
  return (
    <section className={styles.wrap} aria-labelledby={headingId} data-section="ContactForm">
      <div className={styles.card}>
        <div className={styles.intro}>
          <Heading id={headingId} className={styles.title}>
            {title}
          </Heading>
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
    </section>
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
