/** "In addition..." card: links to a related service using that service's own card copy and computed path. */
import { Link, graphql } from 'gatsby';
import type { SectionProps } from '../types';
import * as styles from './InAddition.module.scss';
import { SectionHeading, SectionLandmark } from '../SectionLandmark';
import { useCopy } from '../../components/useSiteSettings';
import { fill } from '../../lib/fill';

export function InAddition({ section, index }: SectionProps<'InAdditionSection'>) {
  const copy = useCopy().sections;
  const { heading, service } = section.inAdditionProps;
  return (
    <SectionLandmark name="InAddition" index={index} className={styles.wrap}>
      <div className={styles.card}>
        <SectionHeading index={index} className={styles.heading}>
          {heading ?? copy.inAdditionHeading}
        </SectionHeading>
        <p className={styles.title}>{service.card.title}</p>
        <p className={styles.text}>{service.card.text}</p>
        <p className={styles.time}>{service.card.time}</p>
        <Link className={styles.link} to={service.path}>
          {fill(copy.explore, { title: service.card.title })}
        </Link>
      </div>
    </SectionLandmark>
  );
}

export const fragment = graphql`
  fragment InAdditionSectionFields on InAdditionSection {
    inAdditionProps {
      heading
      service {
        path
        card {
          title
          text
          time
        }
      }
    }
  }
`;
