/** Tags or steps: short labels (a wrap of pills) or a numbered list with details; a tag may link to a service or page. */
import { Link, graphql } from 'gatsby';
import { ContentLink } from '../../components/ContentLink';
import type { SectionProps } from '../types';
import * as styles from './Tags.module.scss';
import { HeadedSection } from '../HeadedSection';
import { useCopy } from '../../components/useSiteSettings';
import { fill } from '../../lib/fill';

type Tag = SectionProps<'TagsSection'>['section']['tagsProps']['tags'][number];

export function Tags({ section, index }: SectionProps<'TagsSection'>) {
  const { heading, text, variant, tags } = section.tagsProps;
  const diveDeeper = useCopy().sections.diveDeeper;
  return (
    <HeadedSection name="Tags" index={index} className={styles.section} classes={styles} heading={heading} intro={text}>
      {variant === 'steps' ? (
        <ol className={styles.steps}>
          {tags.map((tag, i) => (
            <li key={i} className={styles.step}>
              <span className={styles.stepTitle}>
                <TagLabel tag={tag} linkClassName={styles.stepLink} diveDeeper={diveDeeper} />
              </span>
              {tag.detail ? <p className={styles.detail}>{tag.detail}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <ul className={styles.tags}>
          {tags.map((tag, i) => (
            <li key={i} className={`${styles.tag} ${tag.diveDeeper ? styles.diveDeeper : ''}`}>
              <TagLabel tag={tag} linkClassName={styles.tagLink} diveDeeper={diveDeeper} />
            </li>
          ))}
        </ul>
      )}
    </HeadedSection>
  );
}

/** The tag's text, linked to its service or page when it has one, framed by the `diveDeeper` template ("Dive deeper: {text}") for dive-deeper tags. */
function TagLabel({ tag, linkClassName, diveDeeper }: { tag: Tag; linkClassName: string; diveDeeper: string }) {
  const label = tag.diveDeeper ? fill(diveDeeper, { text: tag.text }) : tag.text;
  const href = tag.service?.path ?? tag.linkHref;
  if (!href) return <>{label}</>;
  if (tag.service) {
    return (
      <Link to={tag.service.path} className={linkClassName}>
        {label}
      </Link>
    );
  }
  return (
    <ContentLink href={href} className={linkClassName}>
      {label}
    </ContentLink>
  );
}

export const fragment = graphql`
  fragment TagsSectionFields on TagsSection {
    tagsProps {
      ...SectionIntroFields
      variant
      tags {
        text
        detail
        service {
          path
          card {
            title
          }
        }
        linkHref
        diveDeeper
      }
    }
  }
`;
