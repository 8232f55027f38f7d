/** Social section: Say Hello and social links open in a new tab safely and say so; page links stay on the site. */
import { render, screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import content from '../../../content/site.en.json';
import { Social } from './Social';
import type { SectionOf } from '../types';

const site = {
  siteJson: {
    locale: 'en',
    agencyName: 'Oakline Studio',
    tagline: 'Product, UX and web design.',
    siteUrl: 'https://oakline.studio',
    contactEmail: 'hello@oakline.studio',
    sayHelloUrl: 'https://forms.oakline.studio/say-hello',
    copyrightYear: 2025,
    foundingYear: 2016,
    yearsSinceFounding: 9,
    nav: [{ label: 'Services', href: '/services/' }],
    footerLinks: [],
    socialLinks: [
      { label: 'LinkedIn', href: 'https://www.linkedin.com/company/oakline-studio' },
      { label: 'Dribbble', href: 'https://dribbble.com/oaklinestudio' },
    ],
    pdf: { main: '/pdf/main/oakline-studio-presentation.pdf', fileName: 'oakline-studio-presentation.pdf' },
    serviceGroups: content.serviceGroups,
    copy: content.copy,
  },
};

const section: SectionOf<'SocialSection'> = {
  __typename: 'SocialSection',
  socialProps: {
    heading: 'Find us where we share the work',
    text: 'Process notes, shots from current projects and the odd job opening.',
    pageLinks: [
      { label: 'All services', href: '/services/' },
      { label: 'Case studies', href: '/cases/' },
      { label: 'Our design system notes', href: 'https://notes.oakline.studio/' },
    ],
  },
};

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({ allSiteJson: { nodes: [site.siteJson] } });
});

function expectNewTab(link: HTMLElement) {
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link).toHaveTextContent('(opens in a new tab)');
}

test('heading and text', () => {
  render(<Social section={section} index={6} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Find us where we share the work' })).toHaveAttribute('id', 'section-6-title');
  expect(screen.getByText(/Process notes/)).toBeInTheDocument();
});

test('Say Hello opens the site form in a new tab', () => {
  render(<Social section={section} index={6} />);
  const sayHello = screen.getByRole('link', { name: /^Say Hello/ });
  expect(sayHello).toHaveAttribute('href', 'https://forms.oakline.studio/say-hello');
  expectNewTab(sayHello);
});

test('social profiles from site settings open in a new tab', () => {
  render(<Social section={section} index={6} />);
  for (const [label, href] of [
    ['LinkedIn', 'https://www.linkedin.com/company/oakline-studio'],
    ['Dribbble', 'https://dribbble.com/oaklinestudio'],
  ]) {
    const link = screen.getByRole('link', { name: new RegExp(`^${label}`) });
    expect(link).toHaveAttribute('href', href);
    expectNewTab(link);
  }
});

test('page links are listed in a navigation; internal ones stay in the tab', () => {
  render(<Social section={section} index={6} />);
  const nav = screen.getByRole('navigation', { name: 'Site pages' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/services/', '/cases/', 'https://notes.oakline.studio/']);
  expect(links[0]).not.toHaveAttribute('target');
  expect(links[1]).not.toHaveAttribute('target');
  expectNewTab(links[2]);
});
