/** PDF description download (pilot pages): fetches the page's PDF and saves it; failures are only logged. */
import { graphql } from 'gatsby';
import { downloadPdf } from '../../browser/downloadPdf';
import type { SectionProps } from '../types';
import * as styles from './PdfDownload.module.scss';
import { useCopy } from '../../components/useSiteSettings';
import { sectionHeadingId } from '../sectionHeadingId';

export function PdfDownload({ section, index }: SectionProps<'PdfDownloadSection'>) {
  const copy = useCopy().sections;
  const { title, text, pdf, fileName, buttonLabel } = section.pdfDownloadProps;
  const Heading = index === 0 ? 'h1' : 'h2';
  const headingId = sectionHeadingId(index);
  return (
    <section className={styles.wrap} aria-labelledby={headingId} data-section="PdfDownload">
      <div className={styles.card}>
        <div>
          <Heading id={headingId} className={styles.title}>
            {title}
          </Heading>
          <p className={styles.text}>{text}</p>
        </div>
        <button type="button" className={styles.button} onClick={() => void downloadPdf({ path: pdf, fileName })}>
          {buttonLabel ?? copy.pdfButton}
          <span className="visually-hidden"> ({fileName})</span>
        </button>
      </div>
    </section>
  );
}

export const fragment = graphql`
  fragment PdfDownloadSectionFields on PdfDownloadSection {
    pdfDownloadProps {
      title
      text
      pdf
      fileName
      buttonLabel
    }
  }
`;
