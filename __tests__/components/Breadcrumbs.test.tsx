/** Breadcrumbs: Home first, links for all but the current page, long labels cut on screen but whole for assistive tech. */
import { render, screen, within } from '@testing-library/react';
import { BreadcrumbJsonLd, Breadcrumbs } from '../../src/components/Breadcrumbs/Breadcrumbs';

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

test('emits the trail as BreadcrumbList JSON-LD', () => {
  const { container } = render(<BreadcrumbJsonLd crumbs={crumbs} siteUrl="https://oakline.studio" />);
  const script = container.querySelector('script[type="application/ld+json"]');
  const json = JSON.parse(script?.textContent ?? '');
  expect(json['@type']).toBe('BreadcrumbList');
  expect(json.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Cases', 'Cargo TMS system SaaS UI UX design']);
});
