/** A notice from content/legal/<slug>.json (the privacy page at /privacy/): breadcrumbs, headed paragraphs and how to ask for erasure. */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageHead } from '../components/PageHead';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { CopyText } from '../components/CopyText';
import * as styles from './blog.module.scss';

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
      {notice.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items?.length ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <section id="erasure" className={styles.section}>
        <h2>{notice.erasure.heading}</h2>
        <p>
          <CopyText
            template={notice.erasure.text}
            values={{ email: <a href={`mailto:${notice.erasure.email}`}>{notice.erasure.email}</a> }}
          />
        </p>
      </section>
    </article>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const notice = data.legalJson;
  return notice ? (
    <PageHead
      title={notice.metadata.name}
      description={notice.metadata.description}
      path={notice.path}
      crumbs={[{ label: notice.metadata.name, path: notice.path }]}
    />
  ) : null;
}

export const query = graphql`
  query LegalPage($id: String!) {
    legalJson(id: { eq: $id }) {
      path
      metadata {
        name
        description
      }
      updated
      intro
      sections {
        heading
        paragraphs
        items
      }
      erasure {
        heading
        text
        email
      }
    }
  }
`;
