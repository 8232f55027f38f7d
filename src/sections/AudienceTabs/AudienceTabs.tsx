/** Audience tabs with anchors: what the service means for startups, SMB and enterprise; #startups/#smb/#enterprise select a tab. */
import { graphql } from 'gatsby';
import { Tabs } from '../../components/Tabs/Tabs';
import type { SectionProps } from '../types';
import * as styles from './AudienceTabs.module.scss';
import { HeadedSection } from '../HeadedSection';
import { sectionHeadingId } from '../sectionHeadingId';

export function AudienceTabs({ section, index }: SectionProps<'AudienceTabsSection'>) {
  const { heading, tabs } = section.audienceTabsProps;
  const headingId = sectionHeadingId(index);
  const items = tabs.map((tab) => ({
    id: tab.audience,
    label: tab.label,
    content: (
      <div className={styles.panel}>
        <div>
          <h3 className={styles.title}>{tab.title}</h3>
          <p className={styles.text}>{tab.text}</p>
        </div>
        <ul className={styles.points}>
          {tab.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
    ),
  }));
  return (
    <HeadedSection name="AudienceTabs" index={index} className={styles.section} classes={styles} heading={heading}>
      <Tabs items={items} idBase={`section-${index}`} labelledBy={headingId} anchors />
    </HeadedSection>
  );
}

export const fragment = graphql`
  fragment AudienceTabsSectionFields on AudienceTabsSection {
    audienceTabsProps {
      heading
      tabs {
        audience
        label
        title
        text
        points
      }
    }
  }
`;
