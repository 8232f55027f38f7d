/** /blog: every post, newest first, as a card in the server HTML, narrowed by kind chips whose selection lives in the URL query. */
import { useEffect, useMemo, useRef } from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { ListingFirstPaint } from '../../components/ListingFirstPaint';
import { PageHead } from '../../components/PageHead';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { useListingLabels } from '../../components/Breadcrumbs/useListingLabels';
import { useCopy, useSiteSettings } from '../../components/useSiteSettings';
import { FilterChips } from '../../components/FilterChips/FilterChips';
import { useUrlSelection } from '../../components/FilterChips/useUrlSelection';
import { BlogCard } from '../../components/BlogCard/BlogCard';
import { blogCards } from '../../components/BlogListing/blogCards';
import { countKinds, KindLinks } from '../../components/BlogListing/KindLinks';
import { crumbsFor } from '../../lib/breadcrumbs';
import { blogFilters } from '../../lib/blogFilters';
import { isBlogKind } from '../../lib/blogPosts';
import { BLOG_FEED_PATH, BLOG_PATH } from '../../lib/paths';
import { FILTERED_LIST_ID, FILTERS_FORM_ID, PENDING_ATTRIBUTE } from '../../lib/listingFirstPaintScript';
import { fill } from '../../lib/fill';
import * as styles from '../../templates/caseList.module.scss';
import * as blogStyles from '../../components/BlogListing/BlogListing.module.scss';

const { buildFilterGroups, emptySelection, filterValues, hasSelection, matchesSelection, toggleValue } = blogFilters;

/** Each card's kind as a `data-kind` attribute, which the first-paint script reads. */
const dataAttributes = (post: { kind: 'review' | 'case-study' }) =>
  Object.fromEntries(Object.entries(filterValues(post)).map(([param, values]) => [`data-${param}`, values.join(' ')]));

export default function BlogPage({ data }: PageProps<Queries.BlogListingQuery>) {
  const { blog, blogPage: copy } = useCopy();
  const all = useMemo(
    () => blogCards({ reviews: data.allBlogReviewJson.nodes, articles: data.allBlogArticleJson.nodes }, blog.portrait),
    [data, blog.portrait],
  );
  const [selection, setSelection, applied] = useUrlSelection(blogFilters);
  const groups = useMemo(() => buildFilterGroups(all, selection), [all, selection]);
  const shown = all.filter((post) => matchesSelection(post, selection));
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const labels = useListingLabels();
  const showAll = () => {
    setSelection(emptySelection());
    resultsRef.current?.focus();
  };
  // The address's filter is now React's: the count line may speak again (the first-paint script held it back).
  useEffect(() => {
    if (applied) document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
  }, [applied]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Breadcrumbs crumbs={crumbsFor({ label: copy.crumb, path: BLOG_PATH }, labels)} />
        <h1>{copy.heading}</h1>
        <p className={styles.lead}>{copy.lead}</p>
        <p className={blogStyles.feed}>
          <a href={BLOG_FEED_PATH} type="application/rss+xml">
            {copy.feedLink}
          </a>
        </p>
      </header>
      <FilterChips
        id={FILTERS_FORM_ID}
        className={blogStyles.withScript}
        groups={groups}
        selection={selection}
        action={BLOG_PATH}
        copy={copy}
        groupTitles={{ kind: copy.kindLegend }}
        optionLabel={(option) => (isBlogKind(option.value) ? copy.kinds[option.value].many : option.label)}
        onToggle={(key, value) => setSelection(toggleValue(selection, key, value))}
        onClear={() => setSelection(emptySelection())}
        onApply={() => resultsRef.current?.focus()}
      />
      <KindLinks className={blogStyles.withoutScript} counts={countKinds(all)} total={all.length} />
      <h2 ref={resultsRef} tabIndex={-1} className={styles.count} aria-live="polite">
        <span className={styles.countApplied} data-testid="post-count">
          {hasSelection(selection)
            ? fill(copy.countFiltered, { shown: shown.length, total: all.length })
            : fill(copy.countAll, { total: all.length })}
        </span>
        <span className={styles.countPending}>{copy.countPending}</span>
      </h2>
      {shown.length > 0 ? (
        <ul className={blogStyles.list} id={FILTERED_LIST_ID}>
          {shown.map((post, i) => (
            <li key={post.path} {...dataAttributes(post)}>
              <BlogCard post={post} eager={i === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <p>{copy.empty}</p>
          <button type="button" className={styles.clearButton} onClick={showAll}>
            {copy.showAll}
          </button>
        </div>
      )}
      <ListingFirstPaint />
    </div>
  );
}

export const Head: HeadFC = () => {
  const { blogPage } = useSiteSettings().copy;
  const labels = useListingLabels();
  return (
    <PageHead
      title={blogPage.title}
      description={blogPage.description}
      path={BLOG_PATH}
      crumbs={crumbsFor({ label: blogPage.crumb, path: BLOG_PATH }, labels)}
    />
  );
};

export const query = graphql`
  query BlogListing {
    allBlogReviewJson {
      nodes {
        ...BlogReviewCardFields
      }
    }
    allBlogArticleJson {
      nodes {
        ...BlogArticleCardFields
      }
    }
  }
`;
