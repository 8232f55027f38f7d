/** Next-steps slider: cards from the linked services, arrows per flag and disabled at the ends, keyboard and focus. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextSteps } from './NextSteps';
import type { SectionOf } from '../types';
import { fakeFile } from '../../../__tests__/helpers/image';

type Section = SectionOf<'NextStepsSection'>;

const service = (slug: string, title: string, time: string, rewards: string[]) => ({
  path: `/services/${slug}/`,
  card: {
    title,
    subtitle: `${title} in short`,
    text: `What a team gets from ${title}.`,
    time,
    rewards,
    image: fakeFile(`${slug}-card`),
  },
});

const services = [
  service('pilot', 'Pilot', 'done within 1 sprint', ['startup', 'SMB']),
  service('landing-page', 'Landing Page', 'from 2 weeks', ['SaaS', 'finance', '+10']),
  service('website-design', 'Website Design', 'from 1 month', ['SaaS']),
  service('ui-sprint', 'UI Sprint', 'from 1 month', []),
];

const section = (showArrows: boolean): Section => ({
  __typename: 'NextStepsSection',
  nextStepsProps: { heading: 'Where teams go next', showArrows, services },
});

const scrollIntoView = jest.fn();
const scrollTo = jest.fn();

beforeEach(() => {
  scrollIntoView.mockClear();
  scrollTo.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  Element.prototype.scrollTo = scrollTo;
});

/** jsdom has no layout: give the track and its cards the geometry of 4 cards of 320px in a 700px window. */
function layOut(track: HTMLElement, scrollLeft: number) {
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 1280 });
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 700 });
  Object.defineProperty(track, 'scrollLeft', { configurable: true, writable: true, value: scrollLeft });
  [...track.children].forEach((item, i) => Object.defineProperty(item, 'offsetLeft', { configurable: true, value: i * 320 }));
  fireEvent.scroll(track);
}

test('renders one card per linked service with its own copy, duration, industry tags and link', () => {
  render(<NextSteps section={section(false)} index={5} />);
  const track = screen.getByRole('list', { name: 'Where teams go next' });
  const cards = within(track).getAllByRole('article');
  expect(cards).toHaveLength(4);
  const landing = cards[1];
  expect(within(landing).getByRole('heading', { level: 3, name: 'Landing Page' })).toBeInTheDocument();
  expect(within(landing).getByRole('link', { name: 'Landing Page' })).toHaveAttribute('href', '/services/landing-page/');
  expect(landing).toHaveTextContent('Landing Page in short');
  expect(landing).toHaveTextContent('What a team gets from Landing Page.');
  expect(landing).toHaveTextContent('Duration: from 2 weeks');
  const tags = within(landing).getByRole('list', { name: 'Industries' });
  expect(
    within(tags)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['SaaS', 'finance', '+10']);
  expect(landing.querySelector('img')).toHaveAttribute('loading', 'lazy');
  expect(within(cards[3]).queryByRole('list', { name: 'Industries' })).toBeNull();
});

test('no arrow buttons when showArrows is false', () => {
  render(<NextSteps section={section(false)} index={5} />);
  expect(screen.queryByRole('button')).toBeNull();
});

test('arrows are labelled, disabled at the ends and scroll by one card', () => {
  render(<NextSteps section={section(true)} index={5} />);
  const prev = screen.getByRole('button', { name: 'Previous service' });
  const next = screen.getByRole('button', { name: 'Next service' });
  const track = screen.getByRole('list', { name: 'Where teams go next' });
  expect(prev).toHaveAttribute('aria-controls', track.id);

  act(() => layOut(track, 0));
  expect(prev).toBeDisabled();
  expect(next).toBeEnabled();
  fireEvent.click(next);
  expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 320 }));

  act(() => layOut(track, 320));
  expect(prev).toBeEnabled();
  fireEvent.click(prev);
  expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 0 }));

  act(() => layOut(track, 580));
  expect(next).toBeDisabled();
  expect(prev).toBeEnabled();
});

test('every card link is reachable by Tab and a focused card is scrolled into view', async () => {
  const user = userEvent.setup();
  render(<NextSteps section={section(false)} index={5} />);
  const links = screen.getAllByRole('link');
  for (const link of links) {
    await user.tab();
    expect(link).toHaveFocus();
  }
  expect(scrollIntoView).toHaveBeenCalledTimes(links.length);
  expect(scrollIntoView).toHaveBeenLastCalledWith(expect.objectContaining({ inline: 'nearest' }));
});

test('arrow keys, Home and End move focus between cards inside the track', async () => {
  const user = userEvent.setup();
  render(<NextSteps section={section(true)} index={5} />);
  const links = screen.getAllByRole('link');
  links[0].focus();
  await user.keyboard('{ArrowRight}');
  expect(links[1]).toHaveFocus();
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(links[3]).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(links[2]).toHaveFocus();
  await user.keyboard('{Home}');
  expect(links[0]).toHaveFocus();
  await user.keyboard('{End}');
  expect(links[3]).toHaveFocus();
});
