/** Case-study article: /blog/case-study/<slug>/ — headline, lead, cover, headed sections and a link to the case it tells. */
import { Link, graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageHead, seoOf } from '../components/PageHead';
import { BlogPost, usePostCrumbs } from '../components/BlogPost';
import { useSiteSettings } from '../components/useSiteSettings';
import { Picture } from '../components/Picture';
import { ProseSections } from '../components/ProseSection';
import * as styles from './blog.module.scss';
import { fill } from '../lib/fill';
import { PublicationDates } from '../components/PublicationDates';
import { articleJsonLd } from './articleJsonLd';
import { articleCoverSizes } from '../lib/imageSizes';
import { withPageLanguage } from '../components/withPageLanguage';
import { useLocale } from '../components/usePageLanguage';

type Data = Queries.BlogArticlePageQuery;

export default function BlogArticleTemplate({ data }: PageProps<Data>) {
  const article = data.blogArticleJson;
  const { blog: copy } = useSiteSettings().copy;
  if (!article) return null;
  return (
    <BlogPost post={article} kicker={copy.articleKicker} classes={styles}>
      <p className={styles.meta}>
        {fill(copy.byline, { author: article.author.name, position: article.author.position })} ·{' '}
        <PublicationDates date={article.date} updated={article.updated} /> · {fill(copy.minRead, { count: article.readingMinutes })}
      </p>
      <p className={styles.lead}>{article.lead}</p>
      <Picture
        image={article.cover.image.childImageSharp?.gatsbyImageData}
        alt={article.cover.alt}
        eager
        className={styles.cover}
        sizes={articleCoverSizes}
      />
      <ProseSections sections={article.sections} className={styles.section} />
      {article.relatedCase ? (
        <aside className={styles.related} aria-label={copy.projectLabel}>
          <p>
            {copy.seeProject} <Link to={article.relatedCase.path}>{article.relatedCase.hero.title}</Link>
          </p>
        </aside>
      ) : null}
    </BlogPost>
  );
}

export const Head = withPageLanguage(function PageHeadTags({ data, pageContext }: HeadProps<Data>) {
  const article = data.blogArticleJson;
  const { siteUrl } = useSiteSettings();
  const locale = useLocale();
  const crumbs = usePostCrumbs(article);
  if (!article) return null;
  return (
    <PageHead
      {...seoOf(article)}
      type="article"
      crumbs={crumbs}
      pageContext={pageContext}
      structuredData={[
        articleJsonLd({
          siteUrl,
          path: article.path,
          headline: article.title,
          inLanguage: locale,
          description: article.metadata.description,
          datePublished: article.date,
          dateModified: article.updated,
        }),
      ]}
    />
  );
});

export const query = graphql`
  query BlogArticlePage($id: String!) {
    blogArticleJson(id: { eq: $id }) {
      ...PageHeadFields
      title
      author {
        name
        position
      }
      date
      updated
      readingMinutes
      lead
      cover {
        alt
        image {
          childImageSharp {
            gatsbyImageData(width: 960, height: 640, formats: [AUTO, WEBP, AVIF], breakpoints: [375, 640, 960])
          }
        }
      }
      sections {
        ...ProseSectionFields
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
