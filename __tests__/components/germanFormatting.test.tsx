/** A German page reads German throughout: dates, reading time, durations, counts and figures in German form, from German copy. */
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mockSiteSettings } from '../helpers/siteSettings';
import { PageLanguage } from '../../src/components/usePageLanguage';
import { BlogCard } from '../../src/components/BlogCard/BlogCard';
import { ServicesListing } from '../../src/components/ServicesListing/ServicesListing';
import { PublicationDates } from '../../src/components/PublicationDates';
import { Rating } from '../../src/components/Rating';
import { Sprints } from '../../src/sections/Sprints/Sprints';
import { CaseQuote } from '../../src/sections/CaseQuote/CaseQuote';
import type { SectionOf } from '../../src/sections/types';
import germanSite from '../../content/site.de.json';
import uxAudit from '../../content/services/ux-audit.de.json';

beforeEach(() => {
  mockSiteSettings();
});

const german = (children: ReactNode) =>
  render(<PageLanguage.Provider value={{ locale: 'de', alternates: { en: '/x/', de: '/de/x/' } }}>{children}</PageLanguage.Provider>);

const post = {
  kind: 'review' as const,
  path: '/de/blog/review/formify/',
  title: 'Formify',
  summary: 'Zwei Regentage mit Baustellenteams.',
  date: '2025-06-10',
  readingMinutes: 6,
  image: null,
  alt: '',
};

test('a blog card on a German page shows the German kind, a German date and the German reading time', () => {
  german(<BlogCard item={post} />);
  expect(screen.getByText('Projektbericht')).toBeInTheDocument();
  expect(screen.getByText('10. Juni 2025')).toHaveAttribute('dateTime', '2025-06-10');
  expect(screen.getByText('6 Min. Lesezeit')).toBeInTheDocument();
});

test('the same card on an English page keeps English', () => {
  render(<BlogCard item={post} />);
  expect(screen.getByText('10 June 2025')).toBeInTheDocument();
  expect(screen.getByText('6 min read')).toBeInTheDocument();
});

test('publication dates on a German page are German sentences with German dates', () => {
  const { container } = german(<PublicationDates date="2025-06-10" updated="2026-03-01" />);
  expect(container).toHaveTextContent('Veröffentlicht am 10. Juni 2025 · Aktualisiert am 1. März 2026');
});

test('a German service card names its duration in German', () => {
  const service = { path: '/de/services/ux-audit/', group: uxAudit.group, card: uxAudit.card };
  german(<ServicesListing groups={germanSite.serviceGroups} services={[service]} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Leistungen' })).toBeInTheDocument();
  const card = screen.getByRole('link', { name: 'UX-Audit' }).closest('li');
  expect(card).toHaveTextContent('Dauer: ab 2 Wochen');
});

test('a German review score has a decimal comma, shown and spoken', () => {
  german(<Rating rating={4.8} label={germanSite.copy.layout.rating} />);
  expect(screen.getByRole('img', { name: 'Bewertet mit 4,8 von 5' })).toHaveTextContent('4,8');
});

test('German counts take the German singular and plural', () => {
  const audience = (key: 'startups' | 'smb' | 'enterprise', label: string, moreItems: string[]) => ({
    audience: key,
    label,
    moreItems,
    sprints: [
      {
        id: key,
        name: 'Sprint 1',
        title: 'Einen Workflow abbilden',
        text: 'Was im Sprint passiert.',
        categories: ['Research'],
        service: null,
      },
    ],
  });
  const section: SectionOf<'SprintsSection'> = {
    __typename: 'SprintsSection',
    sprintsProps: {
      heading: 'Der passende Sprint',
      text: 'Jeder Pilot ist ein Sprint.',
      audiences: [
        audience('startups', 'Start-ups', ['Preisseite', 'Store-Eintrag', 'Interviewleitfaden']),
        audience('smb', 'Mittelstand', ['Analytics-Plan']),
      ],
    },
  };
  german(<Sprints section={section} index={1} />);
  expect(screen.getByText('+3 weitere Einträge')).toBeInTheDocument();
  expect(screen.getByText('+1 weiterer Eintrag')).toBeInTheDocument();
});

test('a client quote on a German page stays English and says so, for screen readers; on an English page it needs no mark', () => {
  const section = {
    __typename: 'CaseQuoteSection',
    caseQuoteProps: {
      heading: 'Im O-Ton',
      testimonial: {
        name: 'Amira Saleh',
        position: 'Mitgründerin, Vessel',
        text: 'Customers can now explain their own results in under a minute.',
        image: { alt: '', backgroundColor: null, src: { childImageSharp: null } },
      },
    },
  } as unknown as SectionOf<'CaseQuoteSection'>;
  const { unmount } = german(<CaseQuote section={section} index={3} />);
  expect(screen.getByText(/explain their own results/).closest('blockquote')).toHaveAttribute('lang', 'en');
  expect(screen.getByText('Mitgründerin, Vessel').closest('[lang]')).toBeNull();
  unmount();
  render(<CaseQuote section={section} index={3} />);
  expect(screen.getByText(/explain their own results/).closest('blockquote')).not.toHaveAttribute('lang');
});
