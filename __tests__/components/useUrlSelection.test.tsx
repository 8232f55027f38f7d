/** useUrlSelection: reads the query after mount, pushes changes to history and follows back/forward. */
import { act, renderHook } from '@testing-library/react';
import { useUrlSelection } from '../../src/components/FilterChips/useUrlSelection';
import { caseFilters, emptySelection } from '../../src/lib/caseFilters';

beforeEach(() => window.history.replaceState(null, '', '/cases/?industry=healthcare'));

test('reads the current query, pushes updates and restores on popstate', () => {
  const { result } = renderHook(() => useUrlSelection(caseFilters));
  expect(result.current[0].industries).toEqual(['healthcare']);

  act(() => result.current[1]({ ...emptySelection(), companyType: ['startup'] }));
  expect(window.location.search).toBe('?company=startup');
  expect(result.current[0].companyType).toEqual(['startup']);

  act(() => {
    window.history.replaceState(null, '', '/cases/?industry=fintech');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(result.current[0]).toEqual({ ...emptySelection(), industries: ['fintech'] });

  act(() => result.current[1](emptySelection()));
  expect(window.location.search).toBe('');
});
