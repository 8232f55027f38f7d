/** PDF download section: the button GETs the page's PDF and saves it under the content's file name. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PdfDownload } from './PdfDownload';
import type { SectionOf } from '../types';

const section = {
  __typename: 'PdfDownloadSection',
  pdfDownloadProps: {
    title: 'The pilot on two pages',
    text: 'Scope, deliverables and price.',
    pdf: '/pdf/pilot/pilot.pdf',
    fileName: 'oakline-pilot.pdf',
    buttonLabel: null,
  },
} as SectionOf<'PdfDownloadSection'>;

test('downloads the PDF of the page under its file name', async () => {
  const fetchMock = jest.fn(
    async () => ({ ok: true, status: 200, blob: async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }) }) as unknown as Response,
  );
  global.fetch = fetchMock;
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  render(<PdfDownload section={section} index={2} />);
  expect(screen.getByRole('heading', { level: 2, name: 'The pilot on two pages' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Download PDF (oakline-pilot.pdf)' }));
  await waitFor(() => expect(saved).toEqual(['oakline-pilot.pdf']));
  expect(fetchMock).toHaveBeenCalledWith('/pdf/pilot/pilot.pdf');
  click.mockRestore();
});

test('a download the server refuses is logged, and the section says so in its status with the direct link to the PDF, brought into view', async () => {
  global.fetch = jest.fn(async () => ({ ok: false, status: 500 }) as unknown as Response);
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const shown: { element: Element; options: unknown }[] = [];
  Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
    shown.push({ element: this, options });
  };
  render(<PdfDownload section={section} index={2} />);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  await userEvent.click(screen.getByRole('button', { name: 'Download PDF (oakline-pilot.pdf)' }));
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('The PDF did not download: our server could not send it just now.'),
  );
  expect(screen.getByRole('link', { name: 'Open oakline-pilot.pdf directly' })).toHaveAttribute('href', '/pdf/pilot/pilot.pdf');
  expect(logged).toHaveBeenCalledWith('file upload error', expect.any(Error));
  expect(shown).toEqual([{ element: screen.getByRole('status'), options: { block: 'nearest' } }]);
  logged.mockRestore();
});
