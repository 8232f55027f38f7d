/** Filter groups, AND/OR matching and the URL query round trip of /cases. */
import {
  buildFilterGroups,
  caseFilterValues,
  emptySelection,
  filterCases,
  hasSelection,
  parseSelection,
  selectionToQuery,
  toggleValue,
  valuesInView,
  valuesMatchSelection,
} from '../../src/lib/caseFilters';

const make = (slug: string, industries: string[], companyType: string, projectType: string, services: string[]) => ({
  slug,
  attributes: { industries, companyType, projectType, services },
});

const cases = [
  make('ehr', ['🏥 Healthcare', '☁️ SaaS'], 'Enterprise', 'Web application', ['UX research', 'Product design']),
  make('vessel', ['🧘 Wellness', '🏥 Healthcare'], 'Startup', 'Mobile app', ['Product design']),
  make('refimate', ['💳 Fintech'], 'Startup', 'Mobile app', ['UX design']),
  make('cargo', ['🚚 Logistics', '☁️ SaaS'], 'Small and medium business', 'SaaS platform', ['UX design', 'Design system']),
];
const slugs = (items: { slug: string }[]) => items.map((c) => c.slug);

test('builds the four groups with labels, values and counts', () => {
  const groups = buildFilterGroups(cases);
  expect(groups.map((g) => g.key)).toEqual(['services', 'industries', 'companyType', 'projectType']);
  const industries = groups[1].options;
  expect(industries.find((o) => o.value === 'healthcare')).toEqual({ label: '🏥 Healthcare', value: 'healthcare', count: 2 });
  expect(industries.map((o) => o.value)).toEqual(['fintech', 'healthcare', 'logistics', 'saas', 'wellness']);
  expect(groups[2].options.map((o) => o.value)).toEqual(['enterprise', 'small-and-medium-business', 'startup']);
});

test('counts what each chip would show: cases with the value that match the other groups', () => {
  const selection = { ...emptySelection(), companyType: ['startup'], industries: ['healthcare'] };
  const groups = buildFilterGroups(cases, selection);
  const count = (group: number, value: string) => groups[group].options.find((o) => o.value === value)?.count;
  // Industries ignore their own selection: startups are vessel (healthcare, wellness) and refimate (fintech).
  expect([count(1, 'healthcare'), count(1, 'wellness'), count(1, 'fintech'), count(1, 'saas')]).toEqual([1, 1, 1, 0]);
  // Company types are counted among healthcare cases: ehr (enterprise) and vessel (startup).
  expect([count(2, 'enterprise'), count(2, 'startup'), count(2, 'small-and-medium-business')]).toEqual([1, 1, 0]);
});

test('no selection keeps every case', () => {
  expect(filterCases(cases, emptySelection())).toHaveLength(4);
  expect(hasSelection(emptySelection())).toBe(false);
});

test('OR within a group, AND across groups', () => {
  const either = { ...emptySelection(), industries: ['healthcare', 'fintech'] };
  expect(slugs(filterCases(cases, either))).toEqual(['ehr', 'vessel', 'refimate']);
  const both = { ...either, companyType: ['startup'] };
  expect(slugs(filterCases(cases, both))).toEqual(['vessel', 'refimate']);
  const none = { ...both, services: ['design-system'] };
  expect(filterCases(cases, none)).toEqual([]);
});

test('query round trip', () => {
  const selection = { ...emptySelection(), industries: ['healthcare'], companyType: ['startup'] };
  const query = selectionToQuery(selection);
  expect(query).toBe('?industry=healthcare&company=startup');
  expect(parseSelection(query)).toEqual(selection);
  expect(selectionToQuery(emptySelection())).toBe('');
});

test('parses repeated, comma-separated and label-form values and ignores unknown parameters', () => {
  const parsed = parseSelection('?industry=healthcare&industry=%F0%9F%92%B3%20Fintech&project=mobile-app,web-application&utm_source=x');
  expect(parsed.industries).toEqual(['healthcare', 'fintech']);
  expect(parsed.projectType).toEqual(['mobile-app', 'web-application']);
  expect(parsed.services).toEqual([]);
});

test('toggleValue adds and removes', () => {
  const once = toggleValue(emptySelection(), 'services', 'ux-design');
  expect(once.services).toEqual(['ux-design']);
  expect(toggleValue(once, 'services', 'ux-design').services).toEqual([]);
});

test('a long group keeps its most used values in view (ties by value) and folds the rest; a short group is all in view', () => {
  const inView = valuesInView(cases, 2);
  // Industries: healthcare 2, saas 2, then fintech, logistics and wellness 1 each.
  expect([...(inView.industries ?? [])]).toEqual(['healthcare', 'saas']);
  // Services: product-design 2, ux-design 2, design-system 1, ux-research 1.
  expect([...(inView.services ?? [])]).toEqual(['product-design', 'ux-design']);
  expect(inView.companyType).toEqual(new Set(['enterprise', 'startup']));
  expect(valuesInView(cases, 5).industries).toBeUndefined();
});

test("a card's values per parameter match a selection by the same AND/OR rule", () => {
  const card = { industry: ['healthcare', 'saas'], company: ['enterprise'], service: ['ux-design'], project: ['web-application'] };
  expect(valuesMatchSelection(card, parseSelection('?industry=fintech&industry=saas'))).toBe(true);
  expect(valuesMatchSelection(card, parseSelection('?industry=saas&company=startup'))).toBe(false);
  expect(valuesMatchSelection(card, emptySelection())).toBe(true);
});

describe('filter values are the same in both languages', () => {
  const english = make('credifyx', ['🏦 Lending', '💳 Fintech'], 'Startup', 'SaaS platform', ['UX research']);
  const germanLabels = make('credifyx', ['🏦 Kredite', '💳 Fintech'], 'Start-up', 'SaaS-Plattform', ['UX-Research']);
  const german = { ...germanLabels, filterValues: caseFilterValues(germanLabels, english) };

  test("a German case is selected by the English label's value, and its chip keeps the German label", () => {
    expect(
      slugs(filterCases([german], parseSelection('?industry=lending&company=startup&project=saas-platform&service=ux-research'))),
    ).toEqual(['credifyx']);
    expect(filterCases([german], parseSelection('?industry=kredite'))).toEqual([]);
    const industries = buildFilterGroups([german])[1].options;
    expect(industries.find((option) => option.value === 'lending')?.label).toBe('🏦 Kredite');
  });

  test('a German case listing a different number of labels than its English twin stops the build', () => {
    const extra = make('credifyx', ['🏦 Kredite'], 'Start-up', 'SaaS-Plattform', ['UX-Research']);
    expect(() => caseFilterValues(extra, english)).toThrow('industries: 1 labels, the English twin has 2');
  });
});
