/** Audience testimonials: WAI-ARIA tabs over three reviews per audience, readable without JS, optional URL anchors. */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { AudienceTestimonials } from './AudienceTestimonials';
import type { SectionProps } from '../types';
import { fakeFile } from '../../../__tests__/helpers/image';
import { serverHtml } from '../../../__tests__/helpers/ssr';

type Section = SectionProps<'AudienceTestimonialsSection'>['section'];

const review = (slug: string, name: string, position: string, emoji: string, label: string) => ({
  slug,
  name,
  position,
  text: `${name} on working with Oakline: the redesign gave our sales team a product they could demo without apologising.`,
  industry: { emoji, label },
  image: { alt: '', backgroundColor: '#ece8fd', src: fakeFile(slug, 96, 96) },
});

function fixture(anchors: boolean | null): Section {
  return {
    __typename: 'AudienceTestimonialsSection',
    audienceTestimonialsProps: {
      sectionName: 'Clients on working with us',
      anchors,
      groups: [
        {
          audience: 'startups',
          label: 'Startups',
          description: 'Founders who needed investors to get the product in one demo.',
          link: { label: 'Design for startups', href: '/services/landing-page/' },
          reviews: [
            review('maya-chen-ledgerly', 'Maya Chen', 'CEO, Ledgerly', '💳', 'Fintech'),
            review('tom-okafor-fitsync', 'Tom Okafor', 'Founder, FitSync', '🏋️', 'Fitness'),
            review('lena-brandt-gardenize', 'Lena Brandt', 'CPO, Gardenize', '🌱', 'IoT'),
          ],
        },
        {
          audience: 'smb',
          label: 'Small and Medium Business',
          description: null,
          link: null,
          reviews: [
            review('david-ruiz-formify', 'David Ruiz', 'COO, Formify', '🏗️', 'Construction'),
            review('priya-nair-healthiv', 'Priya Nair', 'Head of Growth, HealthIV', '🩺', 'Healthcare'),
            review('marco-bianchi-cargo', 'Marco Bianchi', 'CTO, Cargo', '🚚', 'Logistics'),
          ],
        },
        {
          audience: 'enterprise',
          label: 'Enterprise',
          description: 'Product teams inside large companies shipping to thousands of users.',
          link: { label: 'Clutch reviews', href: 'https://clutch.co/profile/oakline-studio' },
          reviews: [
            review('sarah-lindqvist-sugar', 'Sarah Lindqvist', 'VP Product, Sugar', '📊', 'CRM'),
            review('james-whitfield-salesforce', 'James Whitfield', 'Design Lead, Salesforce', '☁️', 'SaaS'),
            review('anna-kowalski-katana', 'Anna Kowalski', 'Brand Director, Katana', '🏭', 'Manufacturing'),
          ],
        },
      ],
      links: [{ label: 'All case studies', href: '/cases/' }],
    },
  };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/services/branding/');
});

test('renders one tab per audience inside a labelled tablist, the first selected', () => {
  render(<AudienceTestimonials section={fixture(null)} index={2} />);
  const tablist = screen.getByRole('tablist', { name: 'Clients on working with us' });
  const tabs = within(tablist).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Startups', 'Small and Medium Business', 'Enterprise']);
  expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
  expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  expect(screen.getByRole('heading', { level: 2, name: 'Clients on working with us' })).toHaveAttribute('id', 'section-2-title');
  expect(document.querySelector('[data-section="AudienceTestimonials"]')).not.toBeNull();
});

test('the selected panel shows its three reviews with name, position, text, industry and portrait', () => {
  render(<AudienceTestimonials section={fixture(null)} index={1} />);
  const panel = screen.getByRole('tabpanel', { name: 'Startups' });
  expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
  expect(within(panel).getByText('Maya Chen')).toBeInTheDocument();
  expect(within(panel).getByText('CEO, Ledgerly')).toBeInTheDocument();
  expect(within(panel).getByText(/Fintech/)).toBeInTheDocument();
  expect(within(panel).getByText(/Tom Okafor on working with Oakline/)).toBeInTheDocument();
  expect(panel.querySelectorAll('picture img')).toHaveLength(3);
  expect(within(panel).getByRole('link', { name: 'Design for startups' })).toHaveAttribute('href', '/services/landing-page/');
  expect(screen.getByRole('link', { name: 'All case studies' })).toHaveAttribute('href', '/cases/');
  expect(screen.queryByRole('tabpanel', { name: 'Enterprise' })).toBeNull();
});

test('clicking a tab selects it and shows only its panel', async () => {
  const user = userEvent.setup();
  render(<AudienceTestimonials section={fixture(null)} index={1} />);
  await user.click(screen.getByRole('tab', { name: 'Enterprise' }));
  expect(screen.getByRole('tab', { name: 'Enterprise' })).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('tabpanel', { name: 'Enterprise' });
  expect(within(panel).getByText('Sarah Lindqvist')).toBeVisible();
  expect(screen.getByText('Maya Chen')).not.toBeVisible();
  const external = within(panel).getByRole('link', { name: /Clutch reviews/ });
  expect(external).toHaveAttribute('target', '_blank');
  expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  expect(external).toHaveTextContent('(opens in a new tab)');
});

test('arrow keys, Home and End move focus and selection with a roving tabindex', async () => {
  const user = userEvent.setup();
  render(<AudienceTestimonials section={fixture(null)} index={1} />);
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Startups' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  const smb = screen.getByRole('tab', { name: 'Small and Medium Business' });
  expect(smb).toHaveFocus();
  expect(smb).toHaveAttribute('aria-selected', 'true');
  expect(smb.tabIndex).toBe(0);
  expect(screen.getByRole('tab', { name: 'Startups' }).tabIndex).toBe(-1);
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Enterprise' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Startups' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Enterprise' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Startups' })).toHaveAttribute('aria-selected', 'true');
  await user.tab();
  expect(screen.getByRole('tabpanel', { name: 'Startups' })).toHaveFocus();
});

test('without anchors, selecting a tab leaves the URL alone', async () => {
  const user = userEvent.setup();
  window.history.replaceState(null, '', '/services/branding/#smb');
  render(<AudienceTestimonials section={fixture(false)} index={1} />);
  expect(screen.getByRole('tab', { name: 'Startups' })).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByRole('tab', { name: 'Enterprise' }));
  expect(window.location.hash).toBe('#smb');
});

test('with anchors, the URL hash selects the tab and selecting a tab replaces the hash', async () => {
  const user = userEvent.setup();
  const push = jest.spyOn(window.history, 'pushState');
  window.history.replaceState(null, '', '/services/branding/#enterprise');
  render(<AudienceTestimonials section={fixture(true)} index={1} />);
  expect(screen.getByRole('tab', { name: 'Enterprise' })).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByRole('tab', { name: 'Small and Medium Business' }));
  expect(window.location.hash).toBe('#smb');
  expect(push).not.toHaveBeenCalled();
  act(() => {
    window.history.replaceState(null, '', '/services/branding/#startups');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  expect(screen.getByRole('tab', { name: 'Startups' })).toHaveAttribute('aria-selected', 'true');
  push.mockRestore();
});

test('server HTML shows every panel (readable without JS) and hydrates without a mismatch', async () => {
  const section = fixture(true);
  window.history.replaceState(null, '', '/services/branding/#smb');
  const html = serverHtml(<AudienceTestimonials section={section} index={1} />);
  for (const name of ['Maya Chen', 'David Ruiz', 'Anna Kowalski']) expect(html).toContain(name);
  expect(html).not.toMatch(/\shidden=""/);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, <AudienceTestimonials section={section} index={1} />, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(within(container).getByRole('tab', { name: 'Small and Medium Business' })).toHaveAttribute('aria-selected', 'true');
  expect(within(container).getAllByRole('tabpanel')).toHaveLength(1);
  container.remove();
});
