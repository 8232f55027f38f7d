/** The /services listing shows every service once, under its group's heading, with its duration and link. */
import { render, screen, within } from '@testing-library/react';
import { ServicesListing, type ListedService } from '../../src/components/ServicesListing/ServicesListing';

const groups = [
  { id: 'strategy', title: 'Strategy and research', text: 'Find out what to build.' },
  { id: 'ui-web', title: 'UI and web', text: 'Interfaces that convert.' },
  { id: 'brand', title: 'Brand', text: 'Logos and systems.' },
];
const service = (slug: string, title: string, group: string, time: string): ListedService => ({
  path: `/services/${slug}/`,
  group,
  card: { title, text: `${title} in one sentence.`, time },
});
const services = [
  service('website-design', 'Website Design', 'ui-web', 'from 1 month'),
  service('discovery', 'Discovery', 'strategy', 'from 2 weeks'),
  service('landing-page', 'Landing Page', 'ui-web', 'from 2 weeks'),
  service('branding', 'Branding', 'brand', 'From 1 month'),
];

describe('ServicesListing', () => {
  beforeEach(() => render(<ServicesListing groups={groups} services={services} />));

  it('has one h1, an h2 per group in site.en.json order and an h3 per service', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Strategy and research',
      'UI and web',
      'Brand',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(services.length);
  });

  it('shows a card per service under its group, sorted by title, each linking to its page', () => {
    const ui = screen.getByRole('region', { name: 'UI and web' });
    expect(within(ui).getByText('Interfaces that convert.')).toBeInTheDocument();
    const links = within(ui).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Landing Page', '/services/landing-page/'],
      ['Website Design', '/services/website-design/'],
    ]);
  });

  it('shows each card text and the duration badge exactly as worded', () => {
    const card = screen.getByRole('heading', { level: 3, name: 'Branding' }).closest('li') as HTMLElement;
    expect(within(card).getByText('Branding in one sentence.')).toBeInTheDocument();
    expect(within(card).getByText('From 1 month')).toBeInTheDocument();
  });

  it('counts every service and offers jump links to the groups', () => {
    expect(screen.getByText(/^4 ways to work with us/)).toBeInTheDocument();
    const jump = screen.getByRole('navigation', { name: 'Service groups' });
    expect(
      within(jump)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#strategy', '#ui-web', '#brand']);
  });
});
