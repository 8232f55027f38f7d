/**
 * Case card: 600x400 preview, cut title, tags ('+ N' where space is short), description, views and likes. The title comes
 * right under the image, so titles line up across a row however many lines a card's tags take.
 */
import { Link, graphql } from 'gatsby';
import { Picture } from '../Picture';
import { caseCard } from '../../lib/caseCard';
import type { CardProps } from '../Listing/CardList';
import * as styles from './CaseCard.module.scss';
import { useCopy } from '../useSiteSettings';
import { useLocale } from '../usePageLanguage';

/**
 * The slot of a card in the listings' grid (columns of at least 300 px, 24 px gaps, inside the page container whose side
 * margins are 6vw each up to 96 px): one column to 708 px, two to 1076 px, three beyond, widest (406 px) at 1440 px.
 */
export const CASE_CARD_SIZES =
  '(min-width: 1440px) 407px, (min-width: 1077px) calc(29.34vw - 16px), (min-width: 709px) calc(44vw - 12px), 88vw';

export type CaseCardData = Queries.CaseCardFieldsFragment;

export function CaseCard({ item, headingLevel = 'h3', eager = false }: CardProps<CaseCardData>) {
  const { layout, caseTemplate } = useCopy();
  const card = caseCard(item, caseTemplate, useLocale());
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <Picture
        image={item.metadata.previewImage.childImageSharp?.gatsbyImageData}
        alt={item.metadata.previewAlt}
        eager={eager}
        className={styles.image}
        sizes={CASE_CARD_SIZES}
      />
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={card.href} className={styles.link}>
            <span aria-hidden="true">{card.title}</span>
            <span className="visually-hidden">{card.fullTitle}</span>
          </Link>
        </Heading>
        <ul className={`${styles.tags} ${styles.fullTags}`} aria-label={layout.tags}>
          {card.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        <ul className={`${styles.tags} ${styles.compactTags}`} aria-label={layout.tags}>
          {card.compactTags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        <p className={styles.text}>{card.description}</p>
        <p className={styles.stats}>
          <span>{card.views}</span>
          <span>{card.likes}</span>
        </p>
      </div>
    </article>
  );
}

/** What a case's card and its page header both show: its category, headline, engagement and attributes. */
export const summaryFragment = graphql`
  fragment CaseSummaryFields on CasesJson {
    category
    hero {
      title
      text
      industries
      stats {
        likes
        views
      }
    }
    attributes {
      industries
      companyType
      projectType
      services
    }
  }
`;

export const fragment = graphql`
  fragment CaseCardFields on CasesJson {
    slug
    ...CaseSummaryFields
    metadata {
      previewAlt
      previewImage {
        # The case page's widths (src/templates/case.tsx), so the card reuses its files: no encode of its own. 420 and 840 are the
        # widest card slot (406 px at 1440) at 1x and 2x, 375 and 600 a phone's card at 1x and about 2x.
        childImageSharp {
          gatsbyImageData(
            width: 1200
            height: 800
            layout: CONSTRAINED
            formats: [JPG, WEBP]
            breakpoints: [375, 420, 600, 840, 1200]
            placeholder: DOMINANT_COLOR
          )
        }
      }
    }
  }
`;
