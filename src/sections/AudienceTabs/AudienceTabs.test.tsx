/** Audience tabs: always anchored; #startups/#smb/#enterprise select a tab, selecting a tab replaces the hash, and a panel focused before hydration stays selected. */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { AudienceTabs } from './AudienceTabs';
import type { SectionProps } from '../types';
import { serverHtml } from '../../../__tests__/helpers/ssr';

type Section = SectionProps<'AudienceTabsSection'>['section'];

const section: Section = {
  __typename: 'AudienceTabsSection',
  audienceTabsProps: {
    heading: 'Branding for every stage of your company',
    tabs: [
      {
        audience: 'startups',
        label: 'Startups',
        title: 'Look funded before the round closes',
        text: 'A compact identity that carries a pitch deck, a landing page and an app icon.',
        points: ['Logo, palette and type in two weeks', 'Pitch deck template'],
      },
      {
        audience: 'smb',
        label: 'SMB',
        title: 'Grow up without starting over',
        text: 'We keep the equity your customers recognise and fix what holds you back.',
        points: ['Brand audit', 'Refreshed guidelines', 'Sales collateral'],
      },
      {
        audience: 'enterprise',
        label: 'Enterprise',
        title: 'One brand across forty product teams',
        text: 'Governance and tokens that keep a large portfolio consistent.',
        points: ['Brand governance model', 'Design token library'],
      },
    ],
  },
};

beforeEach(() => {
  window.history.replaceState(null, '', '/services/branding/');
});

test('renders the tabs with the first panel and its deliverables', () => {
  render(<AudienceTabs section={section} index={3} />);
  expect(screen.getByRole('tablist', { name: 'Branding for every stage of your company' })).toBeInTheDocument();
  const panel = screen.getByRole('tabpanel', { name: 'Startups' });
  expect(within(panel).getByRole('heading', { level: 3, name: 'Look funded before the round closes' })).toBeInTheDocument();
  expect(
    within(panel)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Logo, palette and type in two weeks', 'Pitch deck template']);
  expect(document.querySelector('[data-section="AudienceTabs"]')).not.toBeNull();
});

test('opening the page with #enterprise selects the Enterprise tab', () => {
  window.history.replaceState(null, '', '/services/branding/#enterprise');
  render(<AudienceTabs section={section} index={3} />);
  expect(screen.getByRole('tab', { name: 'Enterprise' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Enterprise' })).toHaveTextContent('One brand across forty product teams');
});

test('an unknown hash keeps the first tab', () => {
  window.history.replaceState(null, '', '/services/branding/#pricing');
  render(<AudienceTabs section={section} index={3} />);
  expect(screen.getByRole('tab', { name: 'Startups' })).toHaveAttribute('aria-selected', 'true');
});

test('selecting a tab by keyboard updates the hash without adding history entries', async () => {
  const user = userEvent.setup();
  const length = window.history.length;
  render(<AudienceTabs section={section} index={3} />);
  await user.tab();
  await user.keyboard('{ArrowRight}');
  expect(window.location.hash).toBe('#smb');
  await user.keyboard('{End}');
  expect(window.location.hash).toBe('#enterprise');
  expect(window.history.length).toBe(length);
});

test('following an in-page link to #smb switches the tab', () => {
  render(<AudienceTabs section={section} index={3} />);
  act(() => {
    window.history.replaceState(null, '', '/services/branding/#smb');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  expect(screen.getByRole('tab', { name: 'SMB' })).toHaveAttribute('aria-selected', 'true');
});

test('a visitor who tabbed into the SMB panel before the tabs hydrated stays there: SMB is selected and its panel keeps the focus', async () => {
  const container = document.createElement('div');
  container.innerHTML = serverHtml(<AudienceTabs section={section} index={3} />);
  document.body.append(container);
  const smbPanel = within(container).getByRole('tabpanel', { name: 'SMB' });
  smbPanel.focus();
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, <AudienceTabs section={section} index={3} />, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(within(container).getByRole('tab', { name: 'SMB' })).toHaveAttribute('aria-selected', 'true');
  expect(smbPanel).toBeVisible();
  expect(document.activeElement).toBe(smbPanel);
  expect(within(container).getAllByRole('tabpanel')).toEqual([smbPanel]);
  container.remove();
});

test('the server HTML marks the panels the tabs will not show as pending (the stylesheet hides them where scripts run), and hydration turns the mark into hidden', async () => {
  const container = document.createElement('div');
  container.innerHTML = serverHtml(<AudienceTabs section={section} index={3} />);
  document.body.append(container);
  const panels = [...container.querySelectorAll('[role="tabpanel"]')];
  expect(panels.map((panel) => [panel.id.split('-').pop(), panel.hasAttribute('data-pending'), panel.hasAttribute('hidden')])).toEqual([
    ['startups', false, false],
    ['smb', true, false],
    ['enterprise', true, false],
  ]);
  await act(async () => {
    hydrateRoot(container, <AudienceTabs section={section} index={3} />);
  });
  expect(panels.map((panel) => [panel.hasAttribute('data-pending'), panel.hasAttribute('hidden')])).toEqual([
    [false, false],
    [false, true],
    [false, true],
  ]);
  container.remove();
});
