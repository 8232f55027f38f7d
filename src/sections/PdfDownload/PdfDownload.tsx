/** PDF description download (pilot pages): fetches the page's PDF and saves it; a failed fetch is logged and told to the visitor, with the direct link, scrolled into view. */
import { useEffect, useRef, useState } from 'react';
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
  const status = useRef<HTMLParagraphElement>(null);
  /** The message appears under the button, where the page's end or the open showreel may hide it: brought into view (the page's scroll padding keeps it clear of the showreel). */
  useEffect(() => {
    if (failed) status.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failed]);
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
          <p role="status" className={styles.failure} ref={status}>
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
