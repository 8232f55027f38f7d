/** PDF download and share: GET, binary, saved under the file name; failures only log 'file upload error'. */
import { downloadPdf, sharePdf } from '../../src/browser/downloadPdf';

const pdfText = '%PDF-1.4\n%%EOF\n';
const request = { path: '/pdf/main/oakline-studio-presentation.pdf', fileName: 'oakline-studio-presentation.pdf' };
let clicked: { href: string; download: string }[];

beforeEach(() => {
  clicked = [];
  URL.createObjectURL = jest.fn(() => 'blob:pdf');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'canShare');
  Reflect.deleteProperty(navigator, 'share');
});

/** The part of a fetch Response the code reads (jsdom has no Response). */
const answer = (status: number, body: string, type = 'application/pdf') =>
  ({ ok: status >= 200 && status < 300, status, blob: async () => new Blob([body], { type }) }) as unknown as Response;
const okFetch = () => jest.fn(async () => answer(200, pdfText));

test('GETs the PDF and saves it as a download under the file name', async () => {
  const fetchMock = okFetch();
  global.fetch = fetchMock;
  await downloadPdf(request);
  expect(fetchMock).toHaveBeenCalledWith(request.path);
  expect(clicked).toEqual([{ href: 'blob:pdf', download: request.fileName }]);
  const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
  expect(blob.type).toBe('application/pdf');
  expect(blob.size).toBe(pdfText.length);
  expect(console.error).not.toHaveBeenCalled();
});

test('a missing file logs "file upload error" and answers failed, so the page can tell the visitor', async () => {
  global.fetch = jest.fn(async () => answer(404, 'not found', 'text/html'));
  await expect(downloadPdf(request)).resolves.toBe('failed');
  expect(console.error).toHaveBeenCalledWith('file upload error', expect.any(Error));
  expect(clicked).toEqual([]);
});

test('a network failure logs and answers failed', async () => {
  global.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  await expect(downloadPdf(request)).resolves.toBe('failed');
  expect(console.error).toHaveBeenCalledWith('file upload error', expect.any(TypeError));
});

test('shares the PDF file where the browser can share files', async () => {
  global.fetch = okFetch();
  const share = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: jest.fn(() => true) });
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  await expect(sharePdf(request)).resolves.toBe('shared');
  const shared = (share.mock.calls[0] as unknown as [{ files: File[] }])[0].files[0];
  expect(shared.name).toBe(request.fileName);
  expect(shared.type).toBe('application/pdf');
  expect(clicked).toEqual([]);
});

test('downloads instead where files cannot be shared', async () => {
  global.fetch = okFetch();
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: jest.fn(() => false) });
  Object.defineProperty(navigator, 'share', { configurable: true, value: jest.fn() });
  await expect(sharePdf(request)).resolves.toBe('downloaded');
  expect(clicked).toEqual([{ href: 'blob:pdf', download: request.fileName }]);
});

test('a failed share only logs', async () => {
  global.fetch = jest.fn(async () => answer(500, '', 'text/plain'));
  await expect(sharePdf(request)).resolves.toBe('failed');
  expect(console.error).toHaveBeenCalledWith('file upload error', expect.any(Error));
});
