/** Build-side registry: section name (as written in content JSON) → schema of its props. The GraphQL type is `<name>Section`. */
import type { SectionSchemas } from '../content-model/kit';
import { heroProps } from './Hero/schema';
import { statsCardsProps } from './StatsCards/schema';
import { inAdditionProps } from './InAddition/schema';
import { audienceTestimonialsProps } from './AudienceTestimonials/schema';
import { audienceTabsProps } from './AudienceTabs/schema';
import { tagsProps } from './Tags/schema';
import { tilesProps } from './Tiles/schema';
import { stickyRectanglesProps } from './StickyRectangles/schema';
import { cardGridProps } from './CardGrid/schema';
import { movingImagesProps } from './MovingImages/schema';
import { fallenTagsProps } from './FallenTags/schema';
import { featuredCaseProps } from './FeaturedCase/schema';
import { bigReviewProps } from './BigReview/schema';
import { clutchReviewProps } from './ClutchReview/schema';
import { nextStepsProps } from './NextSteps/schema';
import { contactFormProps } from './ContactForm/schema';
import { socialProps } from './Social/schema';
import { sprintsProps } from './Sprints/schema';
import { pdfDownloadProps } from './PdfDownload/schema';
import { talkProps } from './Talk/schema';
import { caseChapterProps } from './CaseChapter/schema';
import { caseGalleryProps } from './CaseGallery/schema';
import { caseResultsProps } from './CaseResults/schema';
import { caseQuoteProps } from './CaseQuote/schema';
import { caseFactsProps } from './CaseFacts/schema';
import { nextCaseProps } from './NextCase/schema';

export const sectionSchemas = {
  Hero: heroProps,
  StatsCards: statsCardsProps,
  InAddition: inAdditionProps,
  AudienceTestimonials: audienceTestimonialsProps,
  AudienceTabs: audienceTabsProps,
  Tags: tagsProps,
  Tiles: tilesProps,
  StickyRectangles: stickyRectanglesProps,
  CardGrid: cardGridProps,
  MovingImages: movingImagesProps,
  FallenTags: fallenTagsProps,
  FeaturedCase: featuredCaseProps,
  BigReview: bigReviewProps,
  ClutchReview: clutchReviewProps,
  NextSteps: nextStepsProps,
  ContactForm: contactFormProps,
  Social: socialProps,
  Sprints: sprintsProps,
  PdfDownload: pdfDownloadProps,
  Talk: talkProps,
  CaseChapter: caseChapterProps,
  CaseGallery: caseGalleryProps,
  CaseResults: caseResultsProps,
  CaseQuote: caseQuoteProps,
  CaseFacts: caseFactsProps,
  NextCase: nextCaseProps,
} satisfies SectionSchemas;
