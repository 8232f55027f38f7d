/** The search index: made once, loaded again as the browser does, it finds pages by title, heading and body text, best title matches first. */
import { buildSearchIndex, joinUnique, loadSearchIndex, searchSite, summary } from '../../src/lib/siteSearch';
import { searchDocument as doc } from '../helpers/searchDocument';

const documents = [
  doc('/services/pitchdeck-for-investors/', {
    title: 'Pitch Deck for Investors',
    text: 'A tight investor story.',
    context: 'Brand',
    headings: 'The ask',
  }),
  doc('/services/landing-page/', {
    title: 'Landing Page',
    text: 'One page that converts.',
    body: 'We add a pitch section for your product.',
  }),
  doc('/cases/fintech/pry/', { kind: 'case', title: 'A finance CRM advisers open first', context: 'Pry', headings: 'Onboarding in a day' }),
  doc('/blog/review/formify/', {
    kind: 'review',
    title: 'Formify: crews fill in forms on site',
    body: 'Completed daily reports doubled within a month.',
  }),
];
const index = loadSearchIndex(buildSearchIndex(documents));

describe('site search index', () => {
  it('finds a page by its title words, the last one typed only in part', () => {
    expect(searchSite(index, 'pitch de').hits.map((hit) => hit.path)).toEqual(['/services/pitchdeck-for-investors/']);
  });

  it('ranks a title match above a body match and keeps what a result shows', () => {
    const { total, hits } = searchSite(index, 'pitch');
    expect(total).toBe(2);
    expect(hits[0]).toMatchObject({
      path: '/services/pitchdeck-for-investors/',
      kind: 'service',
      title: 'Pitch Deck for Investors',
      context: 'Brand',
    });
    expect(hits[1].path).toBe('/services/landing-page/');
    expect(hits[0].terms).toContain('pitch');
  });

  it('finds headings and body text, forgives a typo in a long word and needs every word', () => {
    expect(searchSite(index, 'onboarding').hits.map((hit) => hit.path)).toEqual(['/cases/fintech/pry/']);
    expect(searchSite(index, 'doubeled').hits.map((hit) => hit.path)).toEqual(['/blog/review/formify/']);
    expect(searchSite(index, 'pitch doubled').total).toBe(0);
  });

  it('answers an empty or one-letter query with nothing and caps the hits while counting them all', () => {
    expect(searchSite(index, '   ')).toEqual({ total: 0, hits: [] });
    expect(searchSite(index, ' p ')).toEqual({ total: 0, hits: [] });
    const { total, hits } = searchSite(index, 'in', 1);
    expect(hits).toHaveLength(1);
    expect(total).toBeGreaterThan(1);
  });

  it('writes the same bytes for the same pages in any order, and refuses two documents for one path', () => {
    expect(buildSearchIndex([...documents].reverse())).toBe(buildSearchIndex(documents));
    expect(() => buildSearchIndex([documents[0], documents[0]])).toThrow('two documents for /services/pitchdeck-for-investors/');
  });
});

describe('summary and joinUnique', () => {
  it('cuts a long summary at a word with an ellipsis, and leaves a short one alone', () => {
    expect(summary('Short  and\nclean.')).toBe('Short and clean.');
    const cut = summary('word '.repeat(60), 40);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(41);
  });

  it('keeps each piece once, in order, leaving out the excluded ones', () => {
    expect(joinUnique(['Results', 'The ask', 'results', ' ', 'Title'], ['title'])).toBe('Results \n The ask');
  });
});
