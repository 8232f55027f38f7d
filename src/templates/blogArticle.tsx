/** Case-study article: /blog/case-study/<slug>/ — headline, lead, cover, headed sections and a link to the case it tells. */
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { PageHead, seoOf } from '../components/PageHead';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { useListingLabels } from '../components/Breadcrumbs/useListingLabels';
import { crumbsFor } from '../lib/breadcrumbs';
import { useSiteSettings } from '../components/useSiteSettings';
import { Picture } from '../components/Picture';
import { ProseSection } from '../components/ProseSection';
import * as styles from './blog.module.scss';
import { fill } from '../lib/fill';
import { formatDate } from '../lib/dates';

type Data = Queries.BlogArticlePageQuery;

export default function BlogArticleTemplate({ data }: PageProps<Data>) {
  const article = data.blogArticleJson;
  const { blog: copy } = useSiteSettings().copy;
  const labels = useListingLabels();
  if (!article) return null;
  return (
    <>
      <article className={styles.article}>
        <Breadcrumbs crumbs={crumbsFor({ label: article.title, path: article.path }, labels)} />
        <p className={styles.kicker}>{copy.articleKicker}</p>
        <h1>{article.title}</h1>
        <p className={styles.meta}>
          {fill(copy.byline, { author: article.author.name, position: article.author.position })} ·{' '}
          <time dateTime={article.date}>{formatDate(article.date)}</time> · {fill(copy.minRead, { count: article.readingMinutes })}
        </p>
        <p className={styles.lead}>{article.lead}</p>
        <Picture image={article.cover.image.childImageSharp?.gatsbyImageData} alt={article.cover.alt} eager className={styles.cover} />
        {article.sections.map((section) => (
          <ProseSection
            key={section.heading}
            heading={section.heading}
            paragraphs={section.paragraphs}
            items={section.bullets}
            className={styles.section}
          />
        ))}
        {article.relatedCase ? (
          <aside className={styles.related} aria-label={copy.projectLabel}>
            <p>
              {copy.seeProject} <Link to={article.relatedCase.path}>{article.relatedCase.hero.title}</Link>
            </p>
          </aside>
        ) : null}
      </article>
    </>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const article = data.blogArticleJson;
  const labels = useListingLabels();
  if (!article) return null;
  const crumbs = crumbsFor({ label: article.title, path: article.path }, labels);
  return <PageHead {...seoOf(article)} type="article" crumbs={crumbs} />;
}

export const query = graphql`
  query BlogArticlePage($id: String!) {
    blogArticleJson(id: { eq: $id }) {
      path
      metadata {
        ...PageMetadataFields
      }
      title
      lead
      date
      readingMinutes
      author {
        name
        position
      }
      cover {
        alt
        image {
          childImageSharp {
            gatsbyImageData(
              width: 960
              height: 640
              layout: CONSTRAINED
              formats: [AUTO, WEBP, AVIF]
              breakpoints: [375, 640, 960]
              sizes: "(min-width: 1000px) 960px, calc(100vw - 32px)"
            )
          }
        }
      }
      sections {
        heading
        paragraphs
        bullets
      }
      relatedCase {
        path
        hero {
          title
        }
      }
    }
  }
`;
