/** Build-side registry: section name (as written in content JSON) → schema of its props (`sections/<Name>.ts`). The GraphQL type is `<name>Section`. */
import type { SectionSchemas } from './kit';
import { heroProps } from './sections/Hero';
import { statsCardsProps } from './sections/StatsCards';
import { inAdditionProps } from './sections/InAddition';
import { audienceTestimonialsProps } from './sections/AudienceTestimonials';
import { audienceTabsProps } from './sections/AudienceTabs';
import { tagsProps } from './sections/Tags';
import { tilesProps } from './sections/Tiles';
import { stickyRectanglesProps } from './sections/StickyRectangles';
import { cardGridProps } from './sections/CardGrid';
import { movingImagesProps } from './sections/MovingImages';
import { fallenTagsProps } from './sections/FallenTags';
import { featuredCaseProps } from './sections/FeaturedCase';
import { bigReviewProps } from './sections/BigReview';
import { clutchReviewProps } from './sections/ClutchReview';
import { nextStepsProps } from './sections/NextSteps';
import { contactFormProps } from './sections/ContactForm';
import { socialProps } from './sections/Social';
import { sprintsProps } from './sections/Sprints';
import { pdfDownloadProps } from './sections/PdfDownload';
import { talkProps } from './sections/Talk';
import { caseChapterProps } from './sections/CaseChapter';
import { caseGalleryProps } from './sections/CaseGallery';
import { caseResultsProps } from './sections/CaseResults';
import { caseQuoteProps } from './sections/CaseQuote';
import { caseFactsProps } from './sections/CaseFacts';
import { nextCaseProps } from './sections/NextCase';

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
