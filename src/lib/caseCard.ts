/** What a case card shows: tags, engagement counts, cut title and description, and its link. */
import { casePath } from './paths';
import { truncateWords } from './truncateWords';
import { fill } from './fill';
import { localePrefix, type Locale } from './locales';
import { groupThousands } from './numbers';

export const CARD_TITLE_WORDS = 7;
export const CARD_TEXT_WORDS = 8;
export const CARD_MAX_TAGS = 3;

export interface CaseCardSource {
  slug: string;
  category?: string | null;
  hero: { title: string; text: string; stats: { likes: number; views: number }; industries: readonly string[] };
  attributes: { companyType: string; projectType: string };
}

export interface CaseCardModel {
  /** The case page in the card's language (`/de/cases/…` on a German page). */
  href: string;
  title: string;
  fullTitle: string;
  description: string;
  /** Up to CARD_MAX_TAGS tags where there is room. */
  tags: string[];
  /** First tag plus '+ N' for the rest, where space is short. */
  compactTags: string[];
  views: string;
  likes: string;
}

/**
 * Tag list of a card: every entry when at most `max` fit, otherwise the first entry plus '+ N' for the rest.
 * `max = 1` gives the compact form ('🏥 Healthcare', '+ 2').
 */
export function cardTags(entries: readonly string[], max: number = CARD_MAX_TAGS): string[] {
  const clean = entries.map((e) => e.trim()).filter(Boolean);
  if (clean.length <= max) return clean;
  return [clean[0], `+ ${clean.length - 1}`];
}

/** The card's tag candidates: first industry, company type, project type. */
export function caseTagEntries(item: Pick<CaseCardSource, 'hero' | 'attributes'>): string[] {
  return [item.hero.industries[0] ?? '', item.attributes.companyType, item.attributes.projectType];
}

/** Copy templates from content for the engagement figures, e.g. "{count} views". */
export interface EngagementCopy {
  views: string;
  likes: string;
}

/** A figure in its content template, with the language's thousands separators: "9,830 views", "9.830 Aufrufe". */
export const engagementLabel = (template: string, value: number, locale: Locale) =>
  fill(template, { count: groupThousands(value, locale) });

export function caseCard(item: CaseCardSource, labels: EngagementCopy, locale: Locale, pageHref = 'cases'): CaseCardModel {
  const entries = caseTagEntries(item);
  return {
    href: localePrefix(locale) + casePath(item.slug, item.category, pageHref),
    title: truncateWords(item.hero.title, CARD_TITLE_WORDS),
    fullTitle: item.hero.title,
    description: truncateWords(item.hero.text, CARD_TEXT_WORDS),
    tags: cardTags(entries),
    compactTags: cardTags(entries, 1),
    views: engagementLabel(labels.views, item.hero.stats.views, locale),
    likes: engagementLabel(labels.likes, item.hero.stats.likes, locale),
  };
}
