/** PDF description download (pilot pages): fetches the page's PDF and saves it; a failed fetch is logged and told to the visitor, with the direct link. */
import { useState } from 'react';
import { graphql } from 'gatsby';
import { downloadPdf } from '../../browser/downloadPdf';
import type { SectionProps } from '../types';
import * as styles from './PdfDownload.module.scss';
import { SectionHeading, SectionLandmark } from '../SectionLandmark';
import { useCopy } from '../../components/useSiteSettings';
import { fill } from '../../lib/fill';

export function PdfDownload({ section, index }: SectionProps<'PdfDownloadSection'>) {
  const copy = useCopy().sections;
  const { title, text, pdf, fileName, buttonLabel } = section.pdfDownloadProps;
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setFailed(false);
    setFailed((await downloadPdf({ path: pdf, fileName })) === 'failed');
  };
  return (
    <SectionLandmark name="PdfDownload" index={index} className={styles.wrap}>
      <div className={styles.card}>
        <div>
          <SectionHeading index={index} className={styles.title}>
            {title}
          </SectionHeading>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.action}>
          <button type="button" className={styles.button} onClick={() => void download()}>
            {buttonLabel ?? copy.pdfButton}
            <span className="visually-hidden"> ({fileName})</span>
          </button>
          {/* Always in the page, so assistive technology announces the message when it appears in it. */}
          <p role="status" className={styles.failure}>
            {failed ? (
              <>
                {copy.pdfFailed}{' '}
                <a href={pdf} download={fileName}>
                  {fill(copy.pdfDirectLink, { fileName })}
                </a>
              </>
            ) : null}
          </p>
        </div>
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
