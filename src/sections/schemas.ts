/** Build-side registry: section name (as written in content JSON) → schema of its props. The GraphQL type is `<name>Section`. */
import type { SectionSchemas } from '../content-model/kit';
import { heroProps } from './Hero/schema';
import { statsCardsProps } from './StatsCards/schema';
import { inAdditionProps } from './InAddition/schema';

export const sectionSchemas = {
  Hero: heroProps,
  StatsCards: statsCardsProps,
  InAddition: inAdditionProps,
} satisfies SectionSchemas;
