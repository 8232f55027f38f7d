/** What the search dialog lists: the service groups until two letters are typed, then the hits named by kind, their matched words marked. */
import { buildSearchIndex, loadSearchIndex, searchSite } from '../../src/lib/siteSearch';
import { highlight } from '../../src/components/Search/highlight';
import { searchOptionsFor } from '../../src/components/Search/searchOptions';

describe('highlight', () => {
  it('marks words that start with a matched term and joins back to the text', () => {
    const parts = highlight('Pitch Deck for Investors', ['pitch', 'investors']);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['Pitch', 'Investors']);
    expect(parts.map((p) => p.text).join('')).toBe('Pitch Deck for Investors');
    expect(highlight('Discovery', ['cover'])).toEqual([{ text: 'Discovery', match: false }]);
  });
});

describe('searchOptionsFor', () => {
  const groups = [{ id: 'ux', title: 'UX design', text: 'Flows and testing.' }];
  const kinds = { service: 'Service', case: 'Case study', review: 'Client review', article: 'Article' };
  const index = loadSearchIndex(
    buildSearchIndex([
      {
        path: '/blog/review/formify/',
        kind: 'review',
        title: 'Formify: crews fill in forms on site',
        text: '',
        context: '',
        description: '',
        headings: '',
        body: 'Completed daily reports doubled within a month.',
      },
    ]),
  );

  it('suggests each service group, linking to its block on /services/, until two letters are typed', () => {
    expect(searchOptionsFor('u', [], groups, kinds)).toEqual([
      { path: '/services/#ux', kind: '', context: '', title: 'UX design', text: 'Flows and testing.', terms: [] },
    ]);
  });

  it('on a German page links each group to its block on /de/services/', () => {
    expect(searchOptionsFor('', [], groups, kinds, 'de').map((option) => option.path)).toEqual(['/de/services/#ux']);
  });

  it('names each hit by its kind for a query', () => {
    const hits = searchSite(index, 'formify').hits;
    expect(searchOptionsFor('formify', hits, groups, kinds)[0]).toMatchObject({ kind: 'Client review', path: '/blog/review/formify/' });
  });
});
