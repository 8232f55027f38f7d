/** Case facts: team size, duration and the services involved, each service linked to its page. */
import { Link, graphql } from 'gatsby';
import type { SectionProps } from '../types';
import { HeadedSection } from '../HeadedSection';
import * as styles from './CaseFacts.module.scss';

export function CaseFacts({ section, index }: SectionProps<'CaseFactsSection'>) {
  const p = section.caseFactsProps;
  return (
    <HeadedSection name="CaseFacts" index={index} className={styles.facts} heading={p.heading} classes={styles}>
      <dl className={styles.list}>
        <div>
          <dt>{p.teamLabel}</dt>
          <dd>
            <span className={styles.figure}>{p.teamSize}</span> {p.teamText}
          </dd>
        </div>
        <div>
          <dt>{p.durationLabel}</dt>
          <dd className={styles.figure}>{p.duration}</dd>
        </div>
        <div>
          <dt>{p.servicesLabel}</dt>
          <dd>
            <ul className={styles.services}>
              {p.services.map((service) => (
                <li key={service.path}>
                  <Link to={service.path}>{service.card.title}</Link>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </HeadedSection>
  );
}

export const fragment = graphql`
  fragment CaseFactsSectionFields on CaseFactsSection {
    caseFactsProps {
      heading
      teamLabel
      teamSize
      teamText
      durationLabel
      duration
      servicesLabel
      services {
        path
        card {
          title
        }
      }
    }
  }
`;
