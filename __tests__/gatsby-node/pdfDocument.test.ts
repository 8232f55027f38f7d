/** The PDF document models follow the content: groups, cards, durations, pilot sprints and contact details. */
import {
  allPdfDocuments,
  mainPresentation,
  pdfSafe,
  pilotDocument,
  reviewDocument,
  type PdfDocumentModel,
} from '../../src/gatsby-node/postBuild/pdfDocument';
import { isPilotPdf } from '../../src/lib/pdfPaths';
import { pilotPage, services, site } from '../helpers/pdfFixtures';

const texts = (model: PdfDocumentModel) => model.pages.map((p) => p.blocks.map((b) => b.text));

describe('mainPresentation', () => {
  const model = mainPresentation(site, services);

  it('lives at site.en.json pdf.main', () => {
    expect(model.path).toBe('/pdf/main/oakline-studio-presentation.pdf');
  });

  it('opens with a cover naming the agency and its tagline', () => {
    expect(texts(model)[0]).toEqual(expect.arrayContaining(['Oakline Studio', 'Product, UX and web design.']));
  });

  it('has one page per service group in site.en.json order, each listing its services with card text and duration', () => {
    const [, ui, pilot] = model.pages;
    expect(ui.blocks[0]).toEqual({ kind: 'title', text: 'UI and web' });
    expect(ui.blocks.filter((b) => b.kind === 'heading').map((b) => b.text)).toEqual(['Landing Page', 'Website Design']);
    expect(ui.blocks).toEqual(
      expect.arrayContaining([
        { kind: 'badge', text: 'from 1 month' },
        { kind: 'paragraph', text: 'What Website Design gives you.' },
      ]),
    );
    expect(pilot.blocks[0]).toEqual({ kind: 'title', text: 'Pilot' });
  });

  it('ends with a contact page', () => {
    expect(model.pages).toHaveLength(4);
    expect(texts(model)[3]).toEqual(expect.arrayContaining(['hello@oakline.studio']));
  });
});

describe('pilotDocument', () => {
  const model = pilotDocument(site, { slug: 'pilot-for-startups', page: pilotPage });

  it('is made at the PdfDownload path', () => {
    expect(model?.path).toBe('/pdf/pilot/pilot-for-startups.pdf');
  });

  it('shows the hero text and the duration on its first page', () => {
    expect(texts(model as PdfDocumentModel)[0]).toEqual(
      expect.arrayContaining(['Test us', 'Founders get a clickable prototype in one sprint.', 'from 2 weeks']),
    );
  });

  it('has a page per audience with every sprint title, text and categories, and the more-items line with the items themselves', () => {
    const pages = texts(model as PdfDocumentModel);
    expect(pages[1]).toEqual(
      expect.arrayContaining([
        'Pilot sprints: Startups',
        'Sprint 1: startups sprint 1 outcome',
        'What the startups team gets from sprint 2.',
        'Research · UX',
        '+6 more items',
        'Churn calls',
      ]),
    );
    expect(pages[2]).toContain('Pilot sprints: Small and Medium Business');
    expect(pages[2]).toContain('+1 more item');
    expect(pages[2]).not.toContain('+1 more items');
    expect(pages[3]).toContain('Pilot sprints: Enterprise');
  });

  it('ends with a contact page headed by the talk block', () => {
    const pages = texts(model as PdfDocumentModel);
    expect(pages[pages.length - 1]).toEqual(expect.arrayContaining(['Co-pilot with us', 'hello@oakline.studio']));
  });

  it('is not made for pages without a pilot PdfDownload', () => {
    expect(pilotDocument(site, services[0])).toBeUndefined();
    const elsewhere = {
      ...pilotPage,
      components: pilotPage.components.map((c) =>
        c.name === 'PdfDownload' ? { ...c, props: { ...(c.props as object), pdf: '/pdf/main/x.pdf' } } : c,
      ),
    };
    expect(pilotDocument(site, { slug: 'x', page: elsewhere })).toBeUndefined();
  });
});

describe('allPdfDocuments', () => {
  it('lists the main presentation and one PDF per pilot page', () => {
    expect(allPdfDocuments(site, services).map((d) => d.path)).toEqual([
      '/pdf/main/oakline-studio-presentation.pdf',
      '/pdf/pilot/pilot-for-startups.pdf',
    ]);
  });

  it('makes a shared PDF path once, from the first page that names it', () => {
    const twice = [...services, { slug: 'pilot', page: { ...pilotPage, metadata: { ...pilotPage.metadata, name: 'Pilot' } } }];
    const pilots = allPdfDocuments(site, twice).filter((d) => isPilotPdf(d.path));
    expect(pilots.map((d) => d.title)).toEqual(['Pilot for Startups | Oakline Studio']);
  });
});

describe('helpers', () => {
  it('pdfSafe drops emoji, which no brand face draws, turns arrows into "->" and keeps typographic punctuation', () => {
    expect(pdfSafe('Fintech 💳 — “fast” → done')).toBe('Fintech — “fast” -> done');
  });

  it('isPilotPdf recognises /pdf/pilot/ paths only', () => {
    expect(isPilotPdf('/pdf/pilot/a.pdf')).toBe(true);
    expect(isPilotPdf('/pdf/main/a.pdf')).toBe(false);
  });
});

describe('reviewDocument', () => {
  const review = {
    title: 'They shipped in six weeks',
    text: 'Clear, fast and honest “feedback”.',
    humanName: 'Priya Nair',
    position: 'COO, Healthiv',
    rating: 5,
    date: '2025-03-14',
    pdf: { src: '/pdf/reviews/healthiv.pdf', name: 'healthiv.pdf' },
  };

  it("is made at the review's pdf.src with kicker, headline, rating line, text and reviewer", () => {
    const model = reviewDocument(site, review);
    expect(model?.path).toBe('/pdf/reviews/healthiv.pdf');
    expect(texts(model as PdfDocumentModel)[0]).toEqual([
      'OAKLINE STUDIO - VERIFIED CLIENT REVIEW',
      'They shipped in six weeks',
      'Rated 5 out of 5 - 2025-03-14',
      'Clear, fast and honest “feedback”.',
      'Priya Nair',
      'COO, Healthiv',
      'https://oakline.studio',
    ]);
  });

  it('is not made for a review without a PDF, and allPdfDocuments includes the others', () => {
    expect(reviewDocument(site, { ...review, pdf: undefined })).toBeUndefined();
    expect(allPdfDocuments(site, services, [review]).map((d) => d.path)).toContain('/pdf/reviews/healthiv.pdf');
  });
});
