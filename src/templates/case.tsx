/** Case study template: /cases/<category>/<slug>/ or /cases/<slug>/ — header with attributes and engagement, then body sections. */
import { Link, graphql, type HeadProps, type PageProps } from 'gatsby';
import { Picture } from '../components/Picture';
import { PageHead } from '../components/PageHead';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { useListingLabels } from '../components/Breadcrumbs/useListingLabels';
import type { ListingLabels } from '../lib/breadcrumbs';
import type { CategoryNames } from '../lib/caseCrumbs';
import { useSiteSettings } from '../components/useSiteSettings';
import { useLocale, useLocalePrefix } from '../components/usePageLanguage';
import { Sections } from '../sections/Sections';
import { caseCrumbs, categoryLabel } from '../lib/caseCrumbs';
import { caseTagEntries, engagementLabel } from '../lib/caseCard';
import { caseCategoryPath } from '../lib/paths';
import * as styles from './case.module.scss';
import { contentWidthSizes } from '../lib/imageSizes';
import { fill } from '../lib/fill';
import { PublicationDates } from '../components/PublicationDates';
import { articleJsonLd } from './articleJsonLd';
import { withPageLanguage } from '../components/withPageLanguage';

type Data = Queries.CasePageQuery;
type Item = NonNullable<Data['casesJson']>;

/** Home > Cases > its category (when it has one) > this case (its title is cut to four words on screen). */
const crumbsOf = (item: Item, labels: ListingLabels, names: CategoryNames) =>
  caseCrumbs(labels, names, item.hero.title, item.path, item.category);

export default function CaseTemplate({ data }: PageProps<Data>) {
  const item = data.casesJson;
  const { caseTemplate: copy, layout, caseCategory } = useSiteSettings().copy;
  const categoryNames = caseCategory.names;
  const labels = useListingLabels();
  const locale = useLocale();
  const prefix = useLocalePrefix();
  if (!item) return null;
  const { attributes, hero } = item;
  return (
    <>
      <Breadcrumbs crumbs={crumbsOf(item, labels, categoryNames)} contained />
      <article>
        <header className={styles.header}>
          <ul className={styles.tags} aria-label={layout.tags}>
            {caseTagEntries(item).map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
          <h1>{hero.title}</h1>
          <p className={styles.lead}>{hero.text}</p>
          <p className={styles.stats}>
            <span>{engagementLabel(copy.views, hero.stats.views, locale)}</span>
            <span>{engagementLabel(copy.likes, hero.stats.likes, locale)}</span>
          </p>
          <p className={styles.dates}>
            <PublicationDates date={item.date} updated={item.updated} />
          </p>
          <Picture
            image={item.metadata.previewImage.childImageSharp?.gatsbyImageData}
            alt={item.metadata.previewAlt}
            eager
            className={styles.image}
            sizes={contentWidthSizes}
          />
          <dl className={styles.attributes}>
            <div>
              <dt>{copy.industries}</dt>
              <dd>{attributes.industries.join(', ')}</dd>
            </div>
            <div>
              <dt>{copy.companyType}</dt>
              <dd>{attributes.companyType}</dd>
            </div>
            <div>
              <dt>{copy.projectType}</dt>
              <dd>{attributes.projectType}</dd>
            </div>
            <div>
              <dt>{copy.services}</dt>
              <dd>{attributes.services.join(', ')}</dd>
            </div>
          </dl>
        </header>
        <Sections sections={item.components ?? []} offset={1} />
        <footer className={styles.more}>
          {item.article ? (
            <p>
              {copy.readStory} <Link to={item.article.path}>{item.article.title}</Link>
            </p>
          ) : null}
          <p>
            {item.category ? (
              <Link to={prefix + caseCategoryPath(item.category)}>
                {fill(copy.moreInCategory, { category: categoryLabel(item.category, categoryNames) })}
              </Link>
            ) : (
              <Link to={`${prefix}/cases/`}>{copy.allCases}</Link>
            )}
          </p>
        </footer>
      </article>
    </>
  );
}

export const Head = withPageLanguage(function PageHeadTags({ data, pageContext }: HeadProps<Data>) {
  const item = data.casesJson;
  const { siteUrl, copy } = useSiteSettings();
  const locale = useLocale();
  const labels = useListingLabels();
  if (!item) return null;
  return (
    <PageHead
      title={item.hero.title}
      description={item.seo.metaDescription}
      path={item.path}
      type="article"
      crumbs={crumbsOf(item, labels, copy.caseCategory.names)}
      pageContext={pageContext}
      structuredData={[
        articleJsonLd({
          siteUrl,
          path: item.path,
          headline: item.hero.title,
          inLanguage: locale,
          description: item.seo.metaDescription,
          datePublished: item.date,
          dateModified: item.updated,
        }),
      ]}
    />
  );
});

export const query = graphql`
  query CasePage($id: String!) {
    casesJson(id: { eq: $id }) {
      path
      date
      updated
      ...CaseSummaryFields
      seo {
        metaDescription
      }
      article {
        path
        title
      }
      metadata {
        previewAlt
        previewImage {
          childImageSharp {
            gatsbyImageData(width: 1200, height: 800, formats: [JPG, WEBP, AVIF], breakpoints: [375, 420, 600, 840, 1200])
          }
        }
      }
      components {
        ...SectionList
      }
    }
  }
`;
