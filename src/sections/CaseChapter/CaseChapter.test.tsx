/** Case chapter: kicker, heading, paragraphs in order and the numbered steps of the approach. */
import { render, screen, within } from '@testing-library/react';
import { CaseChapter } from './CaseChapter';
import type { SectionOf } from '../types';

const section = (steps: { title: string; text: string }[] | null): SectionOf<'CaseChapterSection'> => ({
  __typename: 'CaseChapterSection',
  caseChapterProps: {
    kicker: 'Our approach',
    heading: 'We sat next to the dispatchers before we drew anything',
    paragraphs: ['Six shadowing days gave us the real sequence of a morning.', 'Then we designed the board.'],
    steps,
  },
});

test('shows the kicker, the heading as h2 and every paragraph in order', () => {
  const { container } = render(<CaseChapter section={section(null)} index={2} />);
  expect(screen.getByRole('heading', { level: 2, name: 'We sat next to the dispatchers before we drew anything' })).toHaveAttribute(
    'id',
    'section-2-title',
  );
  expect(screen.getByText('Our approach')).toBeInTheDocument();
  expect([...container.querySelectorAll('section > p')].map((p) => p.textContent)).toEqual([
    'Our approach',
    'Six shadowing days gave us the real sequence of a morning.',
    'Then we designed the board.',
  ]);
  expect(screen.queryByRole('list')).toBeNull();
});

test('steps (research, design, validation) are an ordered list with a heading each', () => {
  render(
    <CaseChapter
      section={section([
        { title: 'Research', text: 'Six days beside dispatchers.' },
        { title: 'Design', text: 'A dispatch board.' },
        { title: 'Validation', text: 'Timed tests.' },
      ])}
      index={2}
    />,
  );
  const list = screen.getByRole('list');
  expect(list.tagName).toBe('OL');
  expect(
    within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Research', 'Design', 'Validation']);
  expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('Timed tests.');
});
