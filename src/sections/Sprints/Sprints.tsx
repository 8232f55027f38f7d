/** Sprints block (pilot pages): the sprints on offer for each of the three audiences, side by side, readable without JS; extra items sit behind a '+N more items' disclosure. */
import { Link, graphql } from 'gatsby';
import { moreItemsLabel } from '../../lib/moreItems';
import type { SectionProps } from '../types';
import * as styles from './Sprints.module.scss';
import { SectionHeading, SectionLandmark } from '../SectionLandmark';
import { useCopy } from '../../components/useSiteSettings';
import { useLocale } from '../../components/usePageLanguage';
import { fill } from '../../lib/fill';

type Audience = Queries.SprintsSectionFieldsFragment['sprintsProps']['audiences'][number];

export function Sprints({ section, index }: SectionProps<'SprintsSection'>) {
  const { heading, text, audiences } = section.sprintsProps;
  return (
    <SectionLandmark name="Sprints" index={index} className={styles.sprints}>
      <div className={styles.intro}>
        <SectionHeading index={index}>{heading}</SectionHeading>
        {text ? <p className={styles.text}>{text}</p> : null}
      </div>
      <div className={styles.columns}>
        {audiences.map((audience, i) => (
          <AudienceColumn key={audience.audience} audience={audience} labelId={`section-${index}-audience-${i}`} />
        ))}
      </div>
    </SectionLandmark>
  );
}

function AudienceColumn({ audience, labelId }: { audience: Audience; labelId: string }) {
  const copy = useCopy().sections;
  const extra = audience.moreItems ?? [];
  const more = moreItemsLabel(extra.length, copy, useLocale());
  return (
    <div className={`${styles.column} ${styles[audience.audience] ?? ''}`}>
      <h3 id={labelId} className={styles.audience}>
        {audience.label}
      </h3>
      <ol className={styles.list} aria-labelledby={labelId}>
        {audience.sprints.map((sprint) => (
          <li key={sprint.id} className={styles.sprint}>
            <p className={styles.name}>{sprint.name}</p>
            <h4 className={styles.title}>{sprint.title}</h4>
            <p className={styles.sprintText}>{sprint.text}</p>
            <ul className={styles.tags} aria-label={copy.categories}>
              {sprint.categories.map((category) => (
                <li key={category} className={styles.tag}>
                  {category}
                </li>
              ))}
            </ul>
            {sprint.service ? (
              <Link to={sprint.service.path} className={styles.link}>
                {fill(copy.about, { title: sprint.service.card.title })}
                <span className="visually-hidden"> ({sprint.name})</span>
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
      {more ? (
        <details className={styles.more}>
          <summary className={styles.moreSummary}>{more}</summary>
          <ul className={styles.moreList}>
            {extra.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

export const fragment = graphql`
  fragment SprintsSectionFields on SprintsSection {
    sprintsProps {
      ...SectionIntroFields
      audiences {
        audience
        label
        moreItems
        sprints {
          id
          name
          title
          text
          categories
          service {
            path
            card {
              title
            }
          }
        }
      }
    }
  }
`;
