/** The search documents come from the real content: every published service, case and blog post, with its visible words and none of its file names, links or colours. */
import path from 'node:path';
import { searchDocuments } from '../../src/gatsby-node/searchDocuments';
import { contentFiles, isUnpublished } from '../helpers/publishedContent';

const contentDir = path.resolve('content');
const documents = searchDocuments(contentDir);
const byPath = (p: string) => {
  const found = documents.find((d) => d.path === p);
  if (!found) throw new Error(`no document for ${p}`);
  return found;
};
/** The files of a content folder in a language a production build publishes (drafts and items not yet due are left out). */
const filesIn = (dir: string, locale = 'en') =>
  contentFiles(path.join(contentDir, dir), dir, locale).filter((file) => !isUnpublished(file.data));

describe('search documents', () => {
  it('cover every service, case and blog post, and nothing else', () => {
    const count = (kind: string) => documents.filter((d) => d.kind === kind).length;
    expect(count('service')).toBe(filesIn('services').length);
    expect(count('case')).toBe(filesIn('cases').length);
    expect(count('review')).toBe(filesIn('blog/review').length);
    expect(count('article')).toBe(filesIn('blog/case-study').length);
    expect(documents).toHaveLength(
      filesIn('services').length + filesIn('cases').length + filesIn('blog/review').length + filesIn('blog/case-study').length,
    );
    expect(documents.some((d) => d.path === '/about-us/' || d.path === '/privacy/')).toBe(false);
    expect(documents.filter((d) => d.path.startsWith('/de/'))).toEqual([]);
  });

  it('in German cover every German service, case and blog post at its /de/ address, in German words', () => {
    const german = searchDocuments(contentDir, 'de');
    const dirs = ['services', 'cases', 'blog/review', 'blog/case-study'];
    expect(german).toHaveLength(dirs.reduce((sum, dir) => sum + filesIn(dir, 'de').length, 0));
    expect(german.filter((d) => !d.path.startsWith('/de/'))).toEqual([]);
    expect(german.find((d) => d.path === '/de/services/pitchdeck-for-investors/')).toMatchObject({
      kind: 'service',
      title: 'Pitch-Deck für Investoren',
      context: 'Marke',
    });
  });

  it("take a service's card title, summary and group, its section headings and body text", () => {
    const deck = byPath('/services/pitchdeck-for-investors/');
    expect(deck).toMatchObject({ kind: 'service', title: 'Pitch Deck for Investors', context: 'Brand' });
    expect(deck.text).toMatch(/^A tight investor story/);
    expect(deck.description).toContain('Investor pitch deck design');
    expect(deck.headings).toContain('A pitch deck that gets you the second meeting');
    expect(deck.headings).toContain('The story we build with you');
    expect(deck.body).toContain('Investors skim a deck in under four minutes.');
    expect(deck.body).toContain('12 to 15 slides for sending ahead and presenting live.');
  });

  it('leave out image paths, linked slugs, colours and choices', () => {
    const deck = byPath('/services/pitchdeck-for-investors/');
    const all = `${deck.title} ${deck.description} ${deck.headings} ${deck.body}`;
    expect(all).not.toMatch(/\.\.\/images|\.png|\.jpg/);
    expect(all).not.toContain('#ffc83d');
    expect(all).not.toContain('product-market-fit-uvp-mvp');
    expect(all).not.toMatch(/\bfilePen\b/);
  });

  it("take a case's headline, client, chapters and captions, and a post's title, author and text", () => {
    const vanmoof = byPath('/cases/mobile/vanmoof-mobile-app-ux-ui-design/');
    expect(vanmoof).toMatchObject({ kind: 'case', title: 'An e-bike app that riders open before every ride', context: 'VanMoof' });
    expect(vanmoof.headings).toContain('Waiting at the bike for the app to connect');
    expect(vanmoof.body).toContain('We rode with owners in three cities');
    const review = byPath('/blog/review/formify-saas-redesign-review/');
    expect(review).toMatchObject({ kind: 'review', context: 'David Ruiz' });
    expect(review.body).toContain('Completed daily reports doubled within a month.');
    expect(byPath('/blog/case-study/how-to-develop-an-ehr-system/').kind).toBe('article');
  });
});
