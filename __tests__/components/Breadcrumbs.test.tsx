/** Breadcrumbs: Home first, links for all but the current page, long labels cut on screen but whole for assistive tech. */
import { render, screen, within } from '@testing-library/react';
import { Breadcrumbs } from '../../src/components/Breadcrumbs/Breadcrumbs';
import { PageHead } from '../../src/components/PageHead';

const crumbs = [
  { label: 'Cases', path: '/cases/' },
  { label: 'Cargo TMS system SaaS UI UX design', path: '/cases/logistics/cargo/' },
];

test('renders Home > Cases > current page with aria-current on the last crumb', () => {
  render(<Breadcrumbs crumbs={crumbs} />);
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(within(nav).getByRole('link', { name: 'Cases' })).toHaveAttribute('href', '/cases/');
  const current = nav.querySelector('[aria-current="page"]');
  expect(current?.tagName).toBe('SPAN');
  expect(within(current as HTMLElement).getByText('Cargo TMS system SaaS…')).toHaveAttribute('aria-hidden', 'true');
  expect(within(current as HTMLElement).getByText('Cargo TMS system SaaS UI UX design')).toHaveClass('visually-hidden');
});

test("emits the trail as BreadcrumbList JSON-LD in the page head's one JSON-LD block", () => {
  const { container } = render(<PageHead title="Cargo" description="d" path="/cases/logistics/cargo/" crumbs={crumbs} />);
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  const objects = [JSON.parse(scripts[0]?.textContent ?? '')].flat() as { '@type': string; itemListElement?: { name: string }[] }[];
  const json = objects.find((object) => object['@type'] === 'BreadcrumbList') ?? { '@type': 'none', itemListElement: [] };
  expect(json['@type']).toBe('BreadcrumbList');
  expect(json.itemListElement?.map((i) => i.name)).toEqual(['Home', 'Cases', 'Cargo TMS system SaaS UI UX design']);
});
