/** Browser-side registry: GraphQL section type → component. Adding a section kind means one line here (and one in schemas.ts). */
import type { ComponentType } from 'react';
import type { SectionProps, SectionTypename } from './types';
import { Hero } from './Hero/Hero';
import { StatsCards } from './StatsCards/StatsCards';
import { InAddition } from './InAddition/InAddition';
import { AudienceTestimonials } from './AudienceTestimonials/AudienceTestimonials';
import { AudienceTabs } from './AudienceTabs/AudienceTabs';
import { Tags } from './Tags/Tags';
import { Tiles } from './Tiles/Tiles';
import { StickyRectangles } from './StickyRectangles/StickyRectangles';
import { CardGrid } from './CardGrid/CardGrid';
import { MovingImages } from './MovingImages/MovingImages';
import { FallenTags } from './FallenTags/FallenTags';
import { FeaturedCase } from './FeaturedCase/FeaturedCase';
import { BigReview } from './BigReview/BigReview';
import { ClutchReview } from './ClutchReview/ClutchReview';
import { NextSteps } from './NextSteps/NextSteps';
import { Social } from './Social/Social';
import { Sprints } from './Sprints/Sprints';
import { ContactForm } from './ContactForm/ContactForm';
import { Talk } from './Talk/Talk';
import { PdfDownload } from './PdfDownload/PdfDownload';

/** Partial while kinds are added one by one; __tests__/sectionRegistry.test.ts requires every schema to have its component. */
export type SectionRegistry = { [T in SectionTypename]?: ComponentType<SectionProps<T>> };

export const sectionComponents: SectionRegistry = {
  HeroSection: Hero,
  StatsCardsSection: StatsCards,
  InAdditionSection: InAddition,
  AudienceTestimonialsSection: AudienceTestimonials,
  AudienceTabsSection: AudienceTabs,
  TagsSection: Tags,
  TilesSection: Tiles,
  StickyRectanglesSection: StickyRectangles,
  CardGridSection: CardGrid,
  MovingImagesSection: MovingImages,
  FallenTagsSection: FallenTags,
  FeaturedCaseSection: FeaturedCase,
  BigReviewSection: BigReview,
  ClutchReviewSection: ClutchReview,
  NextStepsSection: NextSteps,
  SocialSection: Social,
  SprintsSection: Sprints,
  ContactFormSection: ContactForm,
  TalkSection: Talk,
  PdfDownloadSection: PdfDownload,
};
