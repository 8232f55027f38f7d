/** Whether this browser can share a PDF file (the Web Share API with files, mostly mobile); elsewhere the PDF link downloads it. */
export function canShareFiles(fileName: string): boolean {
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') return false;
  return navigator.canShare({ files: [new File([], fileName, { type: 'application/pdf' })] });
}
