/** A notice from content/legal/<slug>.json (the privacy page at /privacy/): breadcrumbs, headed paragraphs and how to ask for erasure. */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageHead, seoOf } from '../components/PageHead';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { CopyText } from '../components/CopyText';
import { ProseSection, ProseSections } from '../components/ProseSection';
import * as styles from './blog.module.scss';
import { withPageLanguage } from '../components/withPageLanguage';

type Data = Queries.LegalPageQuery;

export default function LegalTemplate({ data }: PageProps<Data>) {
  const notice = data.legalJson;
  if (!notice) return null;
  return (
    <article className={styles.article}>
      <Breadcrumbs crumbs={[{ label: notice.metadata.name, path: notice.path }]} />
      <h1>{notice.metadata.name}</h1>
      <p className={styles.meta}>{notice.updated}</p>
      <p className={styles.lead}>{notice.intro}</p>
      <ProseSections sections={notice.sections} className={styles.section} />
      <ProseSection id="erasure" heading={notice.erasure.heading} className={styles.section}>
        <p>
          <CopyText
            template={notice.erasure.text}
            values={{ email: <a href={`mailto:${notice.erasure.email}`}>{notice.erasure.email}</a> }}
          />
        </p>
      </ProseSection>
    </article>
  );
}

export const Head = withPageLanguage(function PageHeadTags({ data }: HeadProps<Data>) {
  const notice = data.legalJson;
  return notice ? <PageHead {...seoOf(notice)} crumbs={[{ label: notice.metadata.name, path: notice.path }]} /> : null;
});

export const query = graphql`
  query LegalPage($id: String!) {
    legalJson(id: { eq: $id }) {
      ...PageHeadFields
      updated
      intro
      sections {
        ...ProseSectionFields
      }
      erasure {
        heading
        text
        email
      }
    }
  }
`;
