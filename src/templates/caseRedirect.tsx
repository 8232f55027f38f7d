/**
 * /cases/<slug>/ of a categorized case: static hosts ignore server redirects, so this is a real page that forwards
 * (meta refresh), points search engines at the real page (canonical, noindex) and offers a plain link.
 */
import { Link, type HeadProps, type PageProps } from 'gatsby';
import { useSiteSettings } from '../components/useSiteSettings';
import { CopyText } from '../components/CopyText';
import { fill } from '../lib/fill';
import { withPageLanguage } from '../components/withPageLanguage';

interface Context {
  target: string;
  title: string;
}

export default function CaseRedirect({ pageContext }: PageProps<object, Context>) {
  const copy = useSiteSettings().copy.caseRedirect;
  return (
    <>
      <section style={{ maxWidth: 720, margin: '0 auto', padding: '80px 24px' }}>
        <h1>{copy.heading}</h1>
        <p>
          <CopyText template={copy.text} values={{ link: <Link to={pageContext.target}>{pageContext.title}</Link> }} />
        </p>
      </section>
    </>
  );
}

export const Head = withPageLanguage(function PageHeadTags({ pageContext }: HeadProps<object, Context>) {
  const site = useSiteSettings();
  const title = `${pageContext.title} | ${site.agencyName}`;
  return (
    <>
      <title>{title}</title>
      <meta httpEquiv="refresh" content={`0; url=${pageContext.target}`} />
      <meta name="robots" content="noindex, follow" />
      <meta name="description" content={fill(site.copy.caseRedirect.description, { path: pageContext.target })} />
      <link rel="canonical" href={`${site.siteUrl}${pageContext.target}`} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </>
  );
});
