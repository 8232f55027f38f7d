/** PDF description download (pilot pages): fetches the page's PDF and saves it; failures are only logged. */
import { graphql } from 'gatsby';
import { downloadPdf } from '../../browser/downloadPdf';
import type { SectionProps } from '../types';
import * as styles from './PdfDownload.module.scss';
import { SectionHeading, SectionLandmark } from '../SectionLandmark';
import { useCopy } from '../../components/useSiteSettings';

export function PdfDownload({ section, index }: SectionProps<'PdfDownloadSection'>) {
  const copy = useCopy().sections;
  const { title, text, pdf, fileName, buttonLabel } = section.pdfDownloadProps;
  return (
    <SectionLandmark name="PdfDownload" index={index} className={styles.wrap}>
      <div className={styles.card}>
        <div>
          <SectionHeading index={index} className={styles.title}>
            {title}
          </SectionHeading>
          <p className={styles.text}>{text}</p>
        </div>
        <button type="button" className={styles.button} onClick={() => void downloadPdf({ path: pdf, fileName })}>
          {buttonLabel ?? copy.pdfButton}
          <span className="visually-hidden"> ({fileName})</span>
        </button>
      </div>
    </SectionLandmark>
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
