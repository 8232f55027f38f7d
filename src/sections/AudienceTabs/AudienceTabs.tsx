/** Audience tabs with anchors: what the service means for startups, SMB and enterprise; #startups/#smb/#enterprise select a tab. */
import { graphql } from 'gatsby';
import { Tabs } from '../../components/Tabs/Tabs';
import type { SectionProps } from '../types';
import * as styles from './AudienceTabs.module.scss';
import { sectionHeadingId } from '../sectionHeadingId';

export function AudienceTabs({ section, index }: SectionProps<'AudienceTabsSection'>) {
  const { heading, tabs } = section.audienceTabsProps;
  const Heading = index === 0 ? 'h1' : 'h2';
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
    <section className={styles.section} aria-labelledby={headingId} data-section="AudienceTabs">
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      <Tabs items={items} idBase={`section-${index}`} labelledBy={headingId} anchors />
    </section>
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
