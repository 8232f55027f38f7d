/** Browser-side registry: GraphQL section type → component. Adding a section kind means one line here (and one in schemas.ts). */
import type { ComponentType } from 'react';
import type { SectionProps, SectionTypename } from './types';
import { Hero } from './Hero/Hero';
import { StatsCards } from './StatsCards/StatsCards';
import { InAddition } from './InAddition/InAddition';
import { ContactForm } from './ContactForm/ContactForm';
import { Talk } from './Talk/Talk';
import { PdfDownload } from './PdfDownload/PdfDownload';

/** Partial while kinds are added one by one; __tests__/sectionRegistry.test.ts requires every schema to have its component. */
export type SectionRegistry = { [T in SectionTypename]?: ComponentType<SectionProps<T>> };

export const sectionComponents: SectionRegistry = {
  HeroSection: Hero,
  StatsCardsSection: StatsCards,
  InAdditionSection: InAddition,
  ContactFormSection: ContactForm,
  TalkSection: Talk,
  PdfDownloadSection: PdfDownload,
};
