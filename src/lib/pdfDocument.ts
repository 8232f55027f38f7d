/** Turns content (site settings and service pages) into document models for the generated PDFs, so the PDFs never go stale. */
import type { z } from 'zod';
import type { ServicePage } from '../content-model/service';
import type { SiteSettings } from '../content-model/site';
import type { heroProps } from '../sections/Hero/schema';
import type { sprintsProps } from '../sections/Sprints/schema';
import type { pdfDownloadProps } from '../sections/PdfDownload/schema';
import type { talkProps } from '../sections/Talk/schema';
import { groupServices } from './serviceGroups';
import { servicePath } from './paths';

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

/** Characters the PDF's built-in Helvetica (WinAnsi) can show besides Latin-1. */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Keeps text the built-in Helvetica can draw: drops emoji and other symbols, turns arrows into "->". */
export function pdfSafe(text: string): string {
  return Array.from(text.replace(/→/g, '->'))
    .filter((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || ch === '\n' || WIN_ANSI_EXTRAS.includes(ch);
    })
    .join('')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

const block = <K extends PdfBlock['kind']>(kind: K, text: string) => ({ kind, text: pdfSafe(text) }) as Extract<PdfBlock, { kind: K }>;

function sectionProps<T>(page: ServicePage, name: string): T | undefined {
  const section = page.components.find((s) => s.name === name);
  return section ? (section.props as T) : undefined;
}

function contactPage(site: SiteSettings, heading: string, text: string): PdfPage {
  return {
    blocks: [
      block('title', heading),
      block('paragraph', text),
      block('heading', 'Write to us'),
      block('paragraph', site.contactEmail),
      block('heading', 'Say hello'),
      block('paragraph', site.sayHelloUrl),
      block('heading', 'See our work'),
      block('paragraph', site.siteUrl),
      block('note', `© ${site.copyrightYear} ${site.agencyName}`),
    ],
  };
}

/** The main presentation: cover, one page per service group (each service with card text and duration), contact page. */
export function mainPresentation(site: SiteSettings, services: readonly ServiceEntry[]): PdfDocumentModel {
  const items = services.map((s) => ({ ...s, group: s.page.group, card: s.page.card }));
  const groups = groupServices(site.serviceGroups, items);
  const cover: PdfPage = {
    blocks: [
      block('title', site.agencyName),
      block('subtitle', site.tagline),
      block('paragraph', `${services.length} services in ${groups.length} groups: ${groups.map((g) => g.title).join(', ')}.`),
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
    title: `${site.agencyName}: services`,
    pages: [cover, ...groupPages, contactPage(site, "Let's talk", `Tell us what you are building and we will reply within one working day. ${site.tagline}`)],
  };
}

/** Whether a site path is one of the generated pilot PDFs. */
export const isPilotPdf = (pdfPath: string) => pdfPath.startsWith('/pdf/pilot/');

/** One pilot PDF of a page whose PdfDownload points under /pdf/pilot/: hero, sprints per audience, duration, contact. */
export function pilotDocument(site: SiteSettings, entry: ServiceEntry): PdfDocumentModel | undefined {
  const download = sectionProps<PdfDownloadProps>(entry.page, 'PdfDownload');
  if (!download || !isPilotPdf(download.pdf)) return undefined;
  const hero = sectionProps<HeroProps>(entry.page, 'Hero');
  const sprints = sectionProps<SprintsProps>(entry.page, 'Sprints');
  const talk = sectionProps<TalkProps>(entry.page, 'Talk');
  const cover: PdfPage = {
    blocks: [
      block('note', site.agencyName),
      block('title', entry.page.metadata.name),
      ...(hero ? [block('subtitle', hero.title.map((w) => w.text).join(' ')), block('paragraph', hero.text)] : []),
      block('heading', 'Duration'),
      block('badge', entry.page.card.time),
      block('paragraph', download.text),
      block('note', `${site.siteUrl}${servicePath(entry.slug)}`),
    ],
  };
  const audiencePages = (sprints?.audiences ?? []).map<PdfPage>((audience) => ({
    blocks: [
      block('title', `${sprints?.heading ?? 'Sprints'}: ${audience.label}`),
      ...(sprints?.text ? [block('subtitle', sprints.text)] : []),
      ...audience.sprints.flatMap((sprint) => [
        block('heading', `${sprint.name}: ${sprint.title}`),
        block('paragraph', sprint.text),
        block('item', sprint.categories.join(' · ')),
      ]),
      ...(audience.moreItems ? [block('note', `+${audience.moreItems} more items`)] : []),
    ],
  }));
  const contactHeading = talk?.heading ?? "Let's talk";
  const contactText = [talk?.title, talk?.text].filter(Boolean).join(' ') || `Book a pilot: ${entry.page.card.time}, a fixed scope and a price you know up front.`;
  return {
    path: download.pdf,
    title: `${entry.page.metadata.name} | ${site.agencyName}`,
    pages: [cover, ...audiencePages, contactPage(site, contactHeading, contactText)],
  };
}

/** Every generated PDF: the main presentation and one per pilot page; when pages share a PDF path, the first page makes it. */
export function allPdfDocuments(site: SiteSettings, services: readonly ServiceEntry[]): PdfDocumentModel[] {
  const documents = [mainPresentation(site, services), ...services.map((s) => pilotDocument(site, s))];
  const seen = new Set<string>();
  return documents.filter((d): d is PdfDocumentModel => {
    if (!d || seen.has(d.path)) return false;
    seen.add(d.path);
    return true;
  });
}
