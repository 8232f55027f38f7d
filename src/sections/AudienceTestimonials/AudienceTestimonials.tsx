/** Audience testimonials: one tab per audience (Startups, SMB, Enterprise), each with three shared client reviews. */
import { graphql } from 'gatsby';
import { ContentLink, ContentLinkList } from '../../components/ContentLink';
import { Tabs } from '../../components/Tabs/Tabs';
import type { SectionProps } from '../types';
import { TestimonialByline } from '../../components/TestimonialByline';
import * as styles from './AudienceTestimonials.module.scss';
import { HeadedSection } from '../HeadedSection';
import { sectionHeadingId } from '../sectionHeadingId';
import { useQuoteLanguage } from '../../components/useQuoteLanguage';

type Props = SectionProps<'AudienceTestimonialsSection'>['section']['audienceTestimonialsProps'];
type Review = Props['groups'][number]['reviews'][number];

export function AudienceTestimonials({ section, index }: SectionProps<'AudienceTestimonialsSection'>) {
  const { sectionName, anchors, groups, links } = section.audienceTestimonialsProps;
  const headingId = sectionHeadingId(index);
  const items = groups.map((group) => ({
    id: group.audience,
    label: group.label,
    content: (
      <>
        {group.description || group.link ? (
          <div className={styles.intro}>
            {group.description ? <p className={styles.description}>{group.description}</p> : null}
            {group.link ? (
              <ContentLink href={group.link.href} className={styles.groupLink}>
                {group.link.label}
              </ContentLink>
            ) : null}
          </div>
        ) : null}
        <ul className={styles.reviews}>
          {group.reviews.map((review) => (
            <li key={review.slug} className={styles.review}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      </>
    ),
  }));
  return (
    <HeadedSection name="AudienceTestimonials" index={index} className={styles.section} classes={styles} heading={sectionName}>
      <Tabs items={items} idBase={`section-${index}`} labelledBy={headingId} anchors={Boolean(anchors)} labelPanels />
      {links && links.length > 0 ? <ContentLinkList links={links} className={styles.links} linkClassName={styles.link} /> : null}
    </HeadedSection>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const quoteLanguage = useQuoteLanguage();
  return (
    <figure className={styles.card}>
      <p className={styles.industry}>
        <span aria-hidden="true">{review.industry.emoji}</span> {review.industry.label}
      </p>
      <blockquote className={styles.quote} lang={quoteLanguage}>
        <p>{review.text}</p>
      </blockquote>
      <TestimonialByline person={review} sizes="56px" classes={styles} />
    </figure>
  );
}

export const fragment = graphql`
  fragment AudienceTestimonialsSectionFields on AudienceTestimonialsSection {
    audienceTestimonialsProps {
      sectionName
      anchors
      groups {
        audience
        label
        description
        link {
          label
          href
        }
        reviews {
          slug
          name
          position
          text
          industry {
            emoji
            label
          }
          image {
            alt
            backgroundColor
            src {
              childImageSharp {
                gatsbyImageData(width: 96, height: 96, formats: [AUTO, WEBP])
              }
            }
          }
        }
      }
      links {
        label
        href
      }
    }
  }
`;
