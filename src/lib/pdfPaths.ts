/** Where the build writes its generated PDFs (src/gatsby-node/postBuild/pdfs.ts): the main presentation, the pilot plans and the review copies. */
export const PDF_DIRS = { main: '/pdf/main/', pilot: '/pdf/pilot/', reviews: '/pdf/reviews/' } as const;

/** A site path the build generates: /pdf/main/*.pdf, /pdf/pilot/*.pdf or /pdf/reviews/*.pdf. */
export const GENERATED_PDF = new RegExp(`^/pdf/(${Object.keys(PDF_DIRS).join('|')})/[\\w\\-.]+\\.pdf$`);

/** The generated folders as content editors read them in messages. */
export const generatedPdfList = () =>
  Object.values(PDF_DIRS)
    .map((dir) => `${dir}*.pdf`)
    .join(', ');

export const isPilotPdf = (pdfPath: string) => pdfPath.startsWith(PDF_DIRS.pilot);
