/** Downloads (or shares, where the browser can share files) a PDF: GET, read as binary, save under a file name. */

export interface PdfRequest {
  /** Site path of the PDF; defaults to the main presentation from site settings. */
  path: string;
  fileName: string;
}

async function fetchPdf({ path, fileName }: PdfRequest): Promise<File> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const blob = await response.blob();
  return new File([blob], fileName, { type: 'application/pdf' });
}

/** Saves a blob as a download through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET the PDF and save it; on any failure logs 'file upload error' (as the spec asks) and answers 'failed', so the page can tell the visitor. Never throws. */
export async function downloadPdf(request: PdfRequest): Promise<'downloaded' | 'failed'> {
  try {
    const file = await fetchPdf(request);
    saveBlob(file, request.fileName);
    return 'downloaded';
  } catch (err) {
    console.error('file upload error', err);
    return 'failed';
  }
}

/** Shares the PDF file where navigator.canShare({ files }) allows it, otherwise downloads it. Never throws. */
export async function sharePdf(request: PdfRequest): Promise<'shared' | 'downloaded' | 'failed'> {
  try {
    const file = await fetchPdf(request);
    const data = { files: [file], title: request.fileName };
    if (typeof navigator.share === 'function' && typeof navigator.canShare === 'function' && navigator.canShare(data)) {
      try {
        await navigator.share(data);
        return 'shared';
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') return 'shared';
        throw err;
      }
    }
    saveBlob(file, request.fileName);
    return 'downloaded';
  } catch (err) {
    console.error('file upload error', err);
    return 'failed';
  }
}
