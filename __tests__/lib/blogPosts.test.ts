/** Reading time from a post's words, and the listing order: newest first. */
import { newestFirst, postBody, readingMinutes, WORDS_PER_MINUTE } from '../../src/lib/blogPosts';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

test('reading time is whole minutes at a steady pace, at least one', () => {
  expect(WORDS_PER_MINUTE).toBe(220);
  expect(readingMinutes('')).toBe(1);
  expect(readingMinutes(words(40))).toBe(1);
  expect(readingMinutes(words(660))).toBe(3);
  expect(readingMinutes(words(2000))).toBe(9);
});

test('an article is read from its title to its last list item; a review is its headline and text', () => {
  const article = {
    title: 'One two',
    lead: 'three four',
    sections: [
      { heading: 'five', paragraphs: ['six seven'], items: ['eight'] },
      { heading: 'nine', paragraphs: ['ten'] },
    ],
  };
  expect(postBody('case-study', article).split(/\s+/)).toHaveLength(10);
  expect(postBody('review', { title: 'A b', text: 'c d e' }).split(/\s+/)).toHaveLength(5);
});

test('newest first; one day’s posts by title', () => {
  const posts = [
    { title: 'B', date: '2025-03-14' },
    { title: 'C', date: '2025-06-10' },
    { title: 'A', date: '2025-03-14' },
  ];
  expect(newestFirst(posts).map((p) => p.title)).toEqual(['C', 'A', 'B']);
});
