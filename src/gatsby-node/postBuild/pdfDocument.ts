/** Turns content (site settings and service pages) into document models for the generated PDFs, so the PDFs never go stale. */
import type { z } from 'zod';
import type { ServicePage } from '../../content-model/service';
import type { SiteSettings } from '../../content-model/site';
import { siteYears } from '../../lib/siteYears';
import type { heroProps } from '../../content-model/sections/Hero';
import type { sprintsProps } from '../../content-model/sections/Sprints';
import type { pdfDownloadProps } from '../../content-model/sections/PdfDownload';
import type { talkProps } from '../../content-model/sections/Talk';
import { groupServices } from '../../lib/serviceGroups';
import { servicePath } from '../../lib/paths';
import { fill } from '../../lib/fill';
import { moreItemsLabel } from '../../lib/moreItems';
import { isPilotPdf } from '../../lib/pdfPaths';
import { stripEmoji } from '../../lib/stripEmoji';
import type { BlogReview } from '../../content-model/blogReview';

export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'item'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'badge'; text: string }
  | { kind: 'note'; text: string };

export interface PdfPage {
  blocks: PdfBlock[];
}

export interface PdfDocumentModel {
  /** Site path the file is served at, e.g. /pdf/main/oakline-studio-presentation.pdf */
  path: string;
  title: string;
  pages: PdfPage[];
}

export interface ServiceEntry {
  slug: string;
  page: ServicePage;
}

type HeroProps = z.infer<typeof heroProps>;
type SprintsProps = z.infer<typeof sprintsProps>;
type PdfDownloadProps = z.infer<typeof pdfDownloadProps>;
type TalkProps = z.infer<typeof talkProps>;

/** Keeps text the brand faces can set: emoji (no brand face draws them) dropped, arrows (outside the faces' subsets) as "->"; any other character the faces lack is left out as the PDF is set. */
export function pdfSafe(text: string): string {
  return stripEmoji(text.replace(/→/g, '->'));
}

const block = <K extends PdfBlock['kind']>(kind: K, text: string) => ({ kind, text: pdfSafe(text) }) as Extract<PdfBlock, { kind: K }>;

function sectionProps<T>(page: ServicePage, name: string): T | undefined {
  const section = page.components.find((s) => s.name === name);
  return section ? (section.props as T) : undefined;
}

function contactPage(site: SiteSettings, heading: string, text: string): PdfPage {
  const copy = site.copy.pdf;
  return {
    blocks: [
      block('title', heading),
      block('paragraph', text),
      block('heading', copy.writeToUs),
      block('paragraph', site.contactEmail),
      block('heading', copy.sayHello),
      block('paragraph', site.sayHelloUrl),
      block('heading', copy.seeWork),
      block('paragraph', site.siteUrl),
      block('note', `© ${siteYears(site.foundingYear).copyrightYear} ${site.agencyName}`),
    ],
  };
}

/** The '+N more items' line under a shortened sprint list, worded as on the web page. */
function moreItemsBlock(items: readonly string[] | null | undefined, site: SiteSettings): PdfBlock[] {
  const label = items?.length ? moreItemsLabel(items.length, site.copy.sections) : null;
  return label && items ? [block('note', label), ...items.map((item) => block('item', item))] : [];
}

/** The main presentation: cover, one page per service group (each service with card text and duration), contact page. */
export function mainPresentation(site: SiteSettings, services: readonly ServiceEntry[]): PdfDocumentModel {
  const items = services.map((s) => ({ ...s, group: s.page.group, card: s.page.card }));
  const copy = site.copy.pdf;
  const groups = groupServices(site.serviceGroups, items, site.copy.servicesPage);
  const cover: PdfPage = {
    blocks: [
      block('title', site.agencyName),
      block('subtitle', site.tagline),
      block(
        'paragraph',
        fill(copy.summary, { count: services.length, groups: groups.length, names: groups.map((g) => g.title).join(', ') }),
      ),
      block('note', site.siteUrl),
    ],
  };
  const groupPages = groups.map<PdfPage>((group) => ({
    blocks: [
      block('title', group.title),
      block('subtitle', group.text),
      ...group.services.flatMap((s) => [
        block('heading', s.card.title),
        block('badge', s.card.time),
        block('paragraph', s.card.text),
        block('note', `${site.siteUrl}${servicePath(s.slug)}`),
      ]),
    ],
  }));
  return {
    path: site.pdf.main,
    title: fill(copy.documentTitle, { agency: site.agencyName }),
    pages: [cover, ...groupPages, contactPage(site, copy.contactHeading, fill(copy.contactText, { tagline: site.tagline }))],
  };
}

/** One pilot PDF of a page whose PdfDownload points under /pdf/pilot/: hero, sprints per audience, duration, contact. */
export function pilotDocument(site: SiteSettings, entry: ServiceEntry): PdfDocumentModel | undefined {
  const download = sectionProps<PdfDownloadProps>(entry.page, 'PdfDownload');
  if (!download || !isPilotPdf(download.pdf)) return undefined;
  const hero = sectionProps<HeroProps>(entry.page, 'Hero');
  const sprints = sectionProps<SprintsProps>(entry.page, 'Sprints');
  const talk = sectionProps<TalkProps>(entry.page, 'Talk');
  const copy = site.copy.pdf;
  const cover: PdfPage = {
    blocks: [
      block('note', site.agencyName),
      block('title', entry.page.metadata.name),
      ...(hero ? [block('subtitle', hero.title.map((w) => w.text).join(' ')), block('paragraph', hero.text)] : []),
      block('heading', copy.duration),
      block('badge', entry.page.card.time),
      block('paragraph', download.text),
      block('note', `${site.siteUrl}${servicePath(entry.slug)}`),
    ],
  };
  const audiencePages = (sprints?.audiences ?? []).map<PdfPage>((audience) => ({
    blocks: [
      block('title', `${sprints?.heading ?? copy.sprints}: ${audience.label}`),
      ...(sprints?.text ? [block('subtitle', sprints.text)] : []),
      ...audience.sprints.flatMap((sprint) => [
        block('heading', `${sprint.name}: ${sprint.title}`),
        block('paragraph', sprint.text),
        block('item', sprint.categories.join(' · ')),
      ]),
      ...moreItemsBlock(audience.moreItems, site),
    ],
  }));
  const contactHeading = talk?.heading ?? copy.contactHeading;
  const contactText = [talk?.title, talk?.text].filter(Boolean).join(' ') || fill(copy.pilotContact, { time: entry.page.card.time });
  return {
    path: download.pdf,
    title: `${entry.page.metadata.name} | ${site.agencyName}`,
    pages: [cover, ...audiencePages, contactPage(site, contactHeading, contactText)],
  };
}

/** A review with a PDF, as content gives it (content/blog/review/<slug>.json). */
export type ReviewEntry = Pick<BlogReview, 'title' | 'text' | 'humanName' | 'position' | 'rating' | 'date' | 'pdf'>;

/** The printable copy of a review that asks for one (`pdf.src` under /pdf/reviews/): headline, rating, text, reviewer. */
export function reviewDocument(site: SiteSettings, review: ReviewEntry): PdfDocumentModel | undefined {
  if (!review.pdf) return undefined;
  const copy = site.copy.pdf;
  return {
    path: review.pdf.src,
    title: review.title,
    pages: [
      {
        blocks: [
          block('badge', fill(copy.reviewKicker, { agency: site.agencyName }).toUpperCase()),
          block('title', review.title),
          block('subtitle', fill(copy.reviewRating, { rating: review.rating, date: review.date })),
          block('paragraph', review.text),
          block('heading', review.humanName),
          block('note', review.position),
          block('note', site.siteUrl),
        ],
      },
    ],
  };
}

/** Every generated PDF: the main presentation, one per pilot page and one per review asking for it; when two share a path, the first makes it. */
export function allPdfDocuments(
  site: SiteSettings,
  services: readonly ServiceEntry[],
  reviews: readonly ReviewEntry[] = [],
): PdfDocumentModel[] {
  const documents = [
    mainPresentation(site, services),
    ...services.map((s) => pilotDocument(site, s)),
    ...reviews.map((r) => reviewDocument(site, r)),
  ];
  const seen = new Set<string>();
  return documents.filter((d): d is PdfDocumentModel => {
    if (!d || seen.has(d.path)) return false;
    seen.add(d.path);
    return true;
  });
}
