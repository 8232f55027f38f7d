/** Content schema of the PDF description download (pilot pages). */
import { generatedFile, obj, text } from '../kit';

export const pdfDownloadProps = obj('PdfDownloadProps', 'Downloads the page PDF', {
  title: text('Heading'),
  text: text('What is in the PDF'),
  pdf: generatedFile('PDF path, e.g. /pdf/pilot/pilot-for-startups.pdf (generated at build)'),
  fileName: text('File name the download is saved under'),
  buttonLabel: text('Button label').optional(),
});
