/**
 * Registry: GraphQL section type → a loader of its component. Each kind is its own chunk, so a page downloads, evaluates
 * and hydrates only the sections it shows. Adding a section kind means two lines here, its loader and its folder's
 * hydration declaration (and one in src/content-model/sectionSchemas.ts).
 */
import type { ComponentType } from 'react';
import type { SectionOf, SectionProps, SectionTypename } from './types';
import type { HydrationMode, SectionHydration } from './hydrationMode';
import { hydration as hero } from './Hero/hydration';
import { hydration as statsCards } from './StatsCards/hydration';
import { hydration as inAddition } from './InAddition/hydration';
import { hydration as audienceTestimonials } from './AudienceTestimonials/hydration';
import { hydration as audienceTabs } from './AudienceTabs/hydration';
import { hydration as tags } from './Tags/hydration';
import { hydration as tiles } from './Tiles/hydration';
import { hydration as stickyRectangles } from './StickyRectangles/hydration';
import { hydration as cardGrid } from './CardGrid/hydration';
import { hydration as movingImages } from './MovingImages/hydration';
import { hydration as fallenTags } from './FallenTags/hydration';
import { hydration as featuredCase } from './FeaturedCase/hydration';
import { hydration as bigReview } from './BigReview/hydration';
import { hydration as clutchReview } from './ClutchReview/hydration';
import { hydration as nextSteps } from './NextSteps/hydration';
import { hydration as social } from './Social/hydration';
import { hydration as sprints } from './Sprints/hydration';
import { hydration as contactForm } from './ContactForm/hydration';
import { hydration as talk } from './Talk/hydration';
import { hydration as pdfDownload } from './PdfDownload/hydration';
import { hydration as caseChapter } from './CaseChapter/hydration';
import { hydration as caseGallery } from './CaseGallery/hydration';
import { hydration as caseResults } from './CaseResults/hydration';
import { hydration as caseQuote } from './CaseQuote/hydration';
import { hydration as caseFacts } from './CaseFacts/hydration';
import { hydration as nextCase } from './NextCase/hydration';

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

/** Each kind's hydration, as its folder declares it (total: a kind without its entry fails `tsc`). */
export const sectionHydration: { [T in SectionTypename]: SectionHydration<T> } = {
  HeroSection: hero,
  StatsCardsSection: statsCards,
  InAdditionSection: inAddition,
  AudienceTestimonialsSection: audienceTestimonials,
  AudienceTabsSection: audienceTabs,
  TagsSection: tags,
  TilesSection: tiles,
  StickyRectanglesSection: stickyRectangles,
  CardGridSection: cardGrid,
  MovingImagesSection: movingImages,
  FallenTagsSection: fallenTags,
  FeaturedCaseSection: featuredCase,
  BigReviewSection: bigReview,
  ClutchReviewSection: clutchReview,
  NextStepsSection: nextSteps,
  SocialSection: social,
  SprintsSection: sprints,
  ContactFormSection: contactForm,
  TalkSection: talk,
  PdfDownloadSection: pdfDownload,
  CaseChapterSection: caseChapter,
  CaseGallerySection: caseGallery,
  CaseResultsSection: caseResults,
  CaseQuoteSection: caseQuote,
  CaseFactsSection: caseFacts,
  NextCaseSection: nextCase,
};

/** How one section hydrates: its kind's declaration, applied to the section when the kind decides per section. */
export function hydrationOf<T extends SectionTypename>(section: SectionOf<T>): HydrationMode {
  const declared = sectionHydration[section.__typename];
  return typeof declared === 'function' ? declared(section) : declared;
}
