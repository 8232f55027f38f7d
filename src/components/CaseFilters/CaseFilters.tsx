/** Filter form of /cases: the listing filter chips (FilterChips) with the four case groups and their copy from content. */
import type { ComponentProps } from 'react';
import type { FilterKey } from '../../lib/caseFilters';
import { FilterChips } from '../FilterChips/FilterChips';
import { useCopy } from '../useSiteSettings';

type CaseFiltersProps = Omit<ComponentProps<typeof FilterChips<FilterKey>>, 'copy' | 'groupTitles'>;

export function CaseFilters(props: CaseFiltersProps) {
  const { casesPage, caseTemplate } = useCopy();
  return <FilterChips<FilterKey> {...props} copy={casesPage} groupTitles={caseTemplate} />;
}
