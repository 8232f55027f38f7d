/**
 * Registry: GraphQL section type → a loader of its component. Each kind is its own chunk, so a page downloads, evaluates
 * and hydrates only the sections it shows. Adding a section kind means one line here (and one in schemas.ts).
 */
import type { ComponentType } from 'react';
import type { SectionData, SectionProps, SectionTypename } from './types';

/** Total: a section type of the GraphQL union without its loader here (or a loader for no type) fails `tsc`. */
export type SectionRegistry = { [T in SectionTypename]: () => Promise<ComponentType<SectionProps<T>>> };

export const sectionLoaders: SectionRegistry = {
  HeroSection: () => import(/* webpackChunkName: "section-hero" */ './Hero/Hero').then((module) => module.Hero),
  StatsCardsSection: () =>
    import(/* webpackChunkName: "section-stats-cards" */ './StatsCards/StatsCards').then((module) => module.StatsCards),
  InAdditionSection: () =>
    import(/* webpackChunkName: "section-in-addition" */ './InAddition/InAddition').then((module) => module.InAddition),
  AudienceTestimonialsSection: () =>
    import(/* webpackChunkName: "section-audience-testimonials" */ './AudienceTestimonials/AudienceTestimonials').then(
      (module) => module.AudienceTestimonials,
    ),
  AudienceTabsSection: () =>
    import(/* webpackChunkName: "section-audience-tabs" */ './AudienceTabs/AudienceTabs').then((module) => module.AudienceTabs),
  TagsSection: () => import(/* webpackChunkName: "section-tags" */ './Tags/Tags').then((module) => module.Tags),
  TilesSection: () => import(/* webpackChunkName: "section-tiles" */ './Tiles/Tiles').then((module) => module.Tiles),
  StickyRectanglesSection: () =>
    import(/* webpackChunkName: "section-sticky-rectangles" */ './StickyRectangles/StickyRectangles').then(
      (module) => module.StickyRectangles,
    ),
  CardGridSection: () => import(/* webpackChunkName: "section-card-grid" */ './CardGrid/CardGrid').then((module) => module.CardGrid),
  MovingImagesSection: () =>
    import(/* webpackChunkName: "section-moving-images" */ './MovingImages/MovingImages').then((module) => module.MovingImages),
  FallenTagsSection: () =>
    import(/* webpackChunkName: "section-fallen-tags" */ './FallenTags/FallenTags').then((module) => module.FallenTags),
  FeaturedCaseSection: () =>
    import(/* webpackChunkName: "section-featured-case" */ './FeaturedCase/FeaturedCase').then((module) => module.FeaturedCase),
  BigReviewSection: () => import(/* webpackChunkName: "section-big-review" */ './BigReview/BigReview').then((module) => module.BigReview),
  ClutchReviewSection: () =>
    import(/* webpackChunkName: "section-clutch-review" */ './ClutchReview/ClutchReview').then((module) => module.ClutchReview),
  NextStepsSection: () => import(/* webpackChunkName: "section-next-steps" */ './NextSteps/NextSteps').then((module) => module.NextSteps),
  SocialSection: () => import(/* webpackChunkName: "section-social" */ './Social/Social').then((module) => module.Social),
  SprintsSection: () => import(/* webpackChunkName: "section-sprints" */ './Sprints/Sprints').then((module) => module.Sprints),
  ContactFormSection: () =>
    import(/* webpackChunkName: "section-contact-form" */ './ContactForm/ContactForm').then((module) => module.ContactForm),
  TalkSection: () => import(/* webpackChunkName: "section-talk" */ './Talk/Talk').then((module) => module.Talk),
  PdfDownloadSection: () =>
    import(/* webpackChunkName: "section-pdf-download" */ './PdfDownload/PdfDownload').then((module) => module.PdfDownload),
  CaseChapterSection: () =>
    import(/* webpackChunkName: "section-case-chapter" */ './CaseChapter/CaseChapter').then((module) => module.CaseChapter),
  CaseGallerySection: () =>
    import(/* webpackChunkName: "section-case-gallery" */ './CaseGallery/CaseGallery').then((module) => module.CaseGallery),
  CaseResultsSection: () =>
    import(/* webpackChunkName: "section-case-results" */ './CaseResults/CaseResults').then((module) => module.CaseResults),
  CaseQuoteSection: () => import(/* webpackChunkName: "section-case-quote" */ './CaseQuote/CaseQuote').then((module) => module.CaseQuote),
  CaseFactsSection: () => import(/* webpackChunkName: "section-case-facts" */ './CaseFacts/CaseFacts').then((module) => module.CaseFacts),
  NextCaseSection: () => import(/* webpackChunkName: "section-next-case" */ './NextCase/NextCase').then((module) => module.NextCase),
};

/**
 * Kinds whose server HTML is final: no state, effects or event handlers (links only). On the server-rendered page they
 * load no code and are not hydrated (see StaticSection). A kind that gains behaviour must leave this list.
 */
export const staticSections: ReadonlySet<SectionTypename> = new Set<SectionTypename>([
  'StatsCardsSection',
  'InAdditionSection',
  'TagsSection',
  'TilesSection',
  'StickyRectanglesSection',
  'CardGridSection',
  'BigReviewSection',
  'ClutchReviewSection',
  'SocialSection',
  'SprintsSection',
  'CaseChapterSection',
  'CaseGallerySection',
  'CaseResultsSection',
  'CaseQuoteSection',
  'CaseFactsSection',
  'NextCaseSection',
]);

/** Whether a section's server HTML is final: a static kind, or a hero without a video (playing one is a hero's only behaviour). */
export function isStaticSection(section: SectionData): boolean {
  if (staticSections.has(section.__typename)) return true;
  return section.__typename === 'HeroSection' && !section.heroProps.scrollMedia?.video;
}
