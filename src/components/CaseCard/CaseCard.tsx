/** Case card: 600x400 preview, tags ('+ N' where space is short), views and likes, cut title and description. */
import { graphql, Link } from 'gatsby';
import { Picture } from '../Picture';
import { caseCard } from '../../lib/caseCard';
import * as styles from './CaseCard.module.scss';
import { useCopy } from '../useSiteSettings';

export type CaseCardData = Queries.CaseCardFieldsFragment;

interface CaseCardProps {
  item: CaseCardData;
  /** Heading level of the card title, following the page outline. */
  headingLevel?: 'h2' | 'h3';
  /** The first card of a listing is the page's largest image on phones: load it eagerly, with high priority. */
  eager?: boolean;
}

export function CaseCard({ item, headingLevel = 'h3', eager = false }: CaseCardProps) {
  const { layout, caseTemplate } = useCopy();
  const card = caseCard(item, caseTemplate);
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <Picture
        image={item.metadata.previewImage.childImageSharp?.gatsbyImageData}
        alt={item.metadata.previewAlt}
        eager={eager}
        className={styles.image}
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
      />
      <div className={styles.body}>
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
        <Heading className={styles.title}>
          <Link to={card.href} className={styles.link}>
            <span aria-hidden="true">{card.title}</span>
            <span className="visually-hidden">{card.fullTitle}</span>
          </Link>
        </Heading>
        <p className={styles.text}>{card.description}</p>
        <p className={styles.stats}>
          <span>{card.views}</span>
          <span>{card.likes}</span>
        </p>
      </div>
    </article>
  );
}

export const fragment = graphql`
  fragment CaseCardFields on CasesJson {
    slug
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
    metadata {
      previewAlt
      previewImage {
        # The case page's widths (src/templates/case.tsx), so the card reuses its files: no encode of its own, and a phone gets 900w, not 1200w.
        childImageSharp {
          gatsbyImageData(
            width: 1200
            height: 800
            layout: CONSTRAINED
            formats: [AUTO, WEBP]
            breakpoints: [375, 600, 900, 1200]
            placeholder: DOMINANT_COLOR
          )
        }
      }
    }
  }
`;
