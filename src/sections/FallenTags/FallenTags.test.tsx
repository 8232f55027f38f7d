/** Fallen tags: copy slots as the schema says; the pile is in place in the server HTML (no opacity, no lift). */
import { render, screen, within } from '@testing-library/react';
import { FallenTags } from './FallenTags';
import type { SectionProps } from '../types';
import { fakeFile } from '../../../__tests__/helpers/image';
import { serverHtml } from '../../../__tests__/helpers/ssr';

jest.mock('./FallenTags.module.scss', () => ({ section: 'section', panel: 'panel', transparent: 'transparent' }));

type Section = SectionProps<'FallenTagsSection'>['section'];

const full: Section = {
  __typename: 'FallenTagsSection',
  fallenTagsProps: {
    title: 'Everything a launch needs, in one team',
    text: 'Research, copy structure, UI and the handoff your developers ask for.',
    description: null,
    subtitle: 'Deliverables',
    headerSubtitle: 'No hand-offs between agencies',
    image: fakeFile('pile', 480, 360),
    className: 'launchPile',
    transparent: null,
    tags: ['User interviews', 'Wireframes', 'UI kit', 'Clickable prototype', 'Copy deck', 'Dev handoff'],
  },
};

const minimal: Section = {
  __typename: 'FallenTagsSection',
  fallenTagsProps: {
    title: 'What we leave behind',
    text: null,
    description: 'A design system your team can extend without us.',
    subtitle: null,
    headerSubtitle: null,
    image: null,
    className: null,
    transparent: true,
    tags: ['Tokens', 'Components', 'Docs'],
  },
};

test('renders subtitle, heading, header subtitle, text, image and every tag', () => {
  render(<FallenTags section={full} index={8} />);
  const root = document.querySelector('[data-section="FallenTags"]');
  expect(root).toHaveClass('launchPile');
  expect(root).toHaveClass('panel');
  expect(screen.getByText('Deliverables')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Everything a launch needs, in one team' })).toBeInTheDocument();
  expect(screen.getByText('No hand-offs between agencies')).toBeInTheDocument();
  expect(screen.getByText(/Research, copy structure/)).toBeInTheDocument();
  expect(root?.querySelector('picture img')).toHaveAttribute('alt', '');
  expect(
    within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(full.fallenTagsProps.tags);
});

test('the description slot and the transparent flag', () => {
  render(<FallenTags section={minimal} index={1} />);
  const root = document.querySelector('[data-section="FallenTags"]');
  expect(root).toHaveClass('transparent');
  expect(root).not.toHaveClass('panel');
  expect(screen.getByText('A design system your team can extend without us.')).toBeInTheDocument();
  expect(root?.querySelector('picture')).toBeNull();
});

test('server HTML shows the pile at rest: tilted in place, never hidden or lifted', () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const html = serverHtml(<FallenTags section={full} index={8} />);
  // framer-motion sees jsdom's window and uses useLayoutEffect while rendering to a string; a real server has no window
  expect(errors.mock.calls.every(([message]) => String(message).includes('useLayoutEffect does nothing on the server'))).toBe(true);
  errors.mockRestore();
  for (const tag of full.fallenTagsProps.tags) expect(html).toContain(`>${tag}</li>`);
  expect(html).not.toMatch(/opacity/);
  expect(html).not.toMatch(/translateY\(-/);
  expect(html).toMatch(/transform:\s*rotate\(-7deg\)/);
});
