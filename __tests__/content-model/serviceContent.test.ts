/**
 * @jest-environment node
 */
/** The service content against the product brief (the catalogue slugs and cross-links, the duration table and figures), read straight from content/*.en.json; the structural rules and the catalogue hold in every language. */
import fs from 'node:fs';
import path from 'node:path';
import { checkContent } from '../../src/content-model/check';
import { contentDir as contentDirOf } from '../../src/content-model/contentDir';
import { copyContent } from '../helpers/contentFixture';
import { LOCALES } from '../../src/lib/locales';
import { linkedServices, loadServices, sectionsOf, serviceProblems, type Json, type ServicePage as Page } from '../helpers/serviceChecks';

const root = path.resolve(__dirname, '../..');
/** CONTENT_DIR (as for the build) lets the same checks run on another content folder. */
const contentDir = contentDirOf();
const pages = loadServices(contentDir);
const bySlug = new Map(pages.map((p) => [p.slug, p]));

/** The service catalogue: the 66 slugs the site launched with. */
const SPEC_SLUGS = [
  'rd-architecture',
  'rd-solution',
  'rd-team',
  'ui-sprint',
  'ux-sprint',
  'website-design',
  'landing-page',
  'mobile-app',
  'pilot',
  'pilot-for-enterprise',
  'pilot-for-startups',
  'pilot-for-you',
  'web-design',
  'redesign-website',
  'branding',
  'corporate-website',
  'web-application-design',
  'desktop-app',
  'product-design',
  'design-vision-sprint',
  'cross-platform-design',
  'product-market-fit-uvp-mvp',
  'concept-design',
  'brandbook',
  'logo-design',
  'wireframes',
  'look-and-feel',
  'discovery',
  'conversion-rate-optimization',
  'pitchdeck-for-investors',
  'animation-prototype',
  'design-support',
  'ui-kit-components',
  'ui-web-design-ui-web-product',
  'responsive-version',
  'design-adaptation-for-devices',
  'flow-map',
  'video-presentation',
  'a-b-testing',
  'interactive-prototyping',
  'design-system',
  'metrics-implementation',
  'metrics-interpretation',
  'sources-for-app-store-google-play',
  'marketing-materials',
  'content-for-social-networks',
  'design-implementation-review-for-programmers',
  'use-case-based-design',
  'development-stage-support',
  'interaction-micro-interaction',
  'mobile-optimization',
  'interface-gamification',
  'users-survey',
  'ux-architecture-services',
  'cx-design',
  'ux-test-the-hypothesis',
  'ux-app-services',
  'ux-research',
  'user-journey-optimization',
  'ux-product-design',
  'ux-interface-design',
  'outsource-ux-team',
  'ux-design-services',
  'ux-audit',
  'diagnostics',
  'digital-transformation',
];

/** The duration table: the duration badge of each listed service, worded (and cased) exactly as the table says. */
const SPEC_DURATIONS: Record<string, string> = {
  'rd-architecture': 'from 4 weeks',
  'rd-solution': 'from 1 month',
  'ui-sprint': 'from 1 month',
  'website-design': 'from 1 month',
  'mobile-app': 'from 1 month',
  'ux-sprint': 'from 2 weeks',
  'landing-page': 'from 2 weeks',
  pilot: 'done within 1 sprint',
  'redesign-website': 'From 1 month',
  branding: 'From 1 month',
  'corporate-website': 'From 1 month',
  'design-vision-sprint': 'From 2 sprints',
  'cross-platform-design': 'From 2 sprints',
  'product-market-fit-uvp-mvp': 'From 2 sprints',
  'product-design': 'From 6 sprints',
  'design-system': 'From 4 sprints',
  'a-b-testing': 'from 2 sprints',
  'interactive-prototyping': 'from 1 sprint',
  'metrics-implementation': 'from 1 sprint',
  'metrics-interpretation': 'from 1 sprint',
  'sources-for-app-store-google-play': 'from 1 sprint',
  'marketing-materials': 'from 1 sprint',
  'content-for-social-networks': 'from 1 sprint',
  'interaction-micro-interaction': 'from 1 sprint',
  'mobile-optimization': 'from 1 sprint',
  'interface-gamification': 'from 1 sprint',
  'design-implementation-review-for-programmers': 'from 2 sprints',
  'use-case-based-design': 'from 2 sprints',
  'users-survey': 'from 2 sprints',
  'ux-test-the-hypothesis': 'from 2 sprints',
  'development-stage-support': 'From 2 sprint',
  'ux-architecture-services': 'from 4 weeks',
  'cx-design': 'from 4 weeks',
};

const FIRST_FAMILY = [
  'rd-architecture',
  'rd-solution',
  'rd-team',
  'ui-sprint',
  'ux-sprint',
  'website-design',
  'landing-page',
  'mobile-app',
];
const PILOTS = ['pilot', 'pilot-for-enterprise', 'pilot-for-startups', 'pilot-for-you'];

const sections = (slug: string, name: string): Json[] => sectionsOf(bySlug.get(slug), name);
const allSections = (name: string) => pages.flatMap((p) => sectionsOf(p, name).map((props) => ({ slug: p.slug, props })));

/** Fails with the list of offenders, so one run names every page to fix. */
const expectNone = (offenders: string[]) => expect(offenders).toEqual([]);

describe.each(LOCALES)('service pages (%s): the structural rules', (locale) => {
  const problems = serviceProblems(contentDir, locale);
  it.each(Object.keys(problems))('%s', (rule) => expectNone(problems[rule]));
});

describe.each(LOCALES)('service pages (%s) of the catalogue', (locale) => {
  it('every slug of the catalogue has a page (more pages may be added)', () => {
    const slugs = new Set(loadServices(contentDir, locale).map((p) => p.slug));
    expectNone(SPEC_SLUGS.filter((s) => !slugs.has(s)).map((s) => `${s}: no content/services/${s}.${locale}.json`));
  });
});

describe('duration badges of the duration table', () => {
  it('match the table exactly, case included', () => {
    expectNone(
      Object.entries(SPEC_DURATIONS)
        .filter(([slug, time]) => bySlug.has(slug) && bySlug.get(slug)?.card.time !== time)
        .map(([slug, time]) => `${slug}: badge "${bySlug.get(slug)?.card.time}", the duration table says "${time}"`),
    );
    expectNone(
      Object.keys(SPEC_DURATIONS)
        .filter((slug) => !bySlug.has(slug))
        .map((slug) => `${slug}: page missing`),
    );
  });
});

describe('cross-links of the catalogue', () => {
  it('Website Design links to Landing Page, and Landing Page to Website Design', () => {
    expect(linkedServices(bySlug.get('website-design') as Page).has('landing-page')).toBe(true);
    expect(linkedServices(bySlug.get('landing-page') as Page).has('website-design')).toBe(true);
  });

  it('look-and-feel links to concept-design in a dive-deeper tag', () => {
    const tags = sections('look-and-feel', 'Tags').flatMap((t) => t.tags as Json[]);
    expect(tags.filter((t) => t.diveDeeper === true).map((t) => t.service)).toContain('concept-design');
  });

  it("some pages end with an 'In addition...' card to rd-architecture or product-market-fit-uvp-mvp", () => {
    const targets = allSections('InAddition').map((s) => s.props.service);
    expect(targets.filter((t) => t === 'rd-architecture' || t === 'product-market-fit-uvp-mvp').length).toBeGreaterThan(0);
  });

  it('next-steps sliders offer only catalogue services: 25 of the launch catalogue, never the UX sprint or a small add-on', () => {
    const offered = allSections('NextSteps').flatMap(({ slug, props }) =>
      (props.services as string[]).map((service) => ({ slug, service })),
    );
    expectNone(
      offered
        .filter(({ service }) => !SPEC_SLUGS.includes(service))
        .map(({ slug, service }) => `${slug}: next step "${service}" is not in the catalogue`),
    );
    const services = new Set(offered.map(({ service }) => service));
    expect(services.size).toBe(25);
    for (const service of [
      'animation-prototype',
      'conversion-rate-optimization',
      'pitchdeck-for-investors',
      'pilot-for-you',
      'website-design',
    ]) {
      expect({ service, offered: services.has(service) }).toEqual({ service, offered: true });
    }
    for (const service of ['ux-sprint', 'design-system', 'a-b-testing', 'users-survey', 'cx-design']) {
      expect({ service, offered: services.has(service) }).toEqual({ service, offered: false });
    }
  });
});

describe('facts from the spec', () => {
  it('branding, desktop-app and concept-design have audience tabs for startups, smb and enterprise', () => {
    for (const slug of ['branding', 'desktop-app', 'concept-design']) {
      const audiences = sections(slug, 'AudienceTabs').flatMap((t) => (t.tabs as Json[]).map((tab) => tab.audience));
      expect({ slug, audiences: [...audiences].sort() }).toEqual({ slug, audiences: ['enterprise', 'smb', 'startups'] });
    }
  });

  it("Web Design's contact form title ends with 'Cannot decide? Drop us a line'; some forms have a subtitle", () => {
    const titles = sections('web-design', 'ContactForm').map((c) => String(c.title).trim());
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((t) => t.endsWith('Cannot decide? Drop us a line'))).toBe(true);
    expect(allSections('ContactForm').some((c) => typeof c.props.subtitle === 'string')).toBe(true);
  });

  it('shows the value range $130k to $1.2m on RD Architecture, Web application design and brandbook', () => {
    for (const slug of ['rd-architecture', 'web-application-design', 'brandbook']) {
      expect({ slug, mentions: JSON.stringify(bySlug.get(slug)?.components ?? []).includes('$130k to $1.2m') }).toEqual({
        slug,
        mentions: true,
      });
    }
  });

  it("some card carries the tags finance, SaaS, startup and '+10'", () => {
    expect(pages.some((p) => ['finance', 'SaaS', 'startup', '+10'].every((tag) => p.card.rewards.includes(tag)))).toBe(true);
  });

  it('the first family has a 1797x675 hero image, audience testimonials, tags or steps, stats, a featured case, a big review, next steps and a contact form', () => {
    const required = ['AudienceTestimonials', 'Tags', 'StatsCards', 'FeaturedCase', 'BigReview', 'NextSteps', 'ContactForm'];
    expectNone(
      FIRST_FAMILY.flatMap((slug) => {
        const names = (bySlug.get(slug)?.components ?? []).map((s) => s.name);
        const hero = sections(slug, 'Hero')[0] as { scrollMedia?: { image?: string } } | undefined;
        return [
          ...required.filter((n) => !names.includes(n)).map((n) => `${slug}: no ${n} section`),
          ...(hero?.scrollMedia?.image ? [] : [`${slug}: the hero has no scroll image`]),
        ];
      }),
    );
  });
});

describe('pilot family', () => {
  it("each pilot page has sprints for three audiences, a PDF download and a 'Co-pilot with us' talk block opening the Pilot form", () => {
    expectNone(
      PILOTS.flatMap((slug) => {
        const talk = sections(slug, 'Talk');
        return [
          ...(sections(slug, 'Sprints').some((s) => (s.audiences as Json[]).length === 3)
            ? []
            : [`${slug}: no sprints block for three audiences`]),
          ...(sections(slug, 'PdfDownload').length > 0 ? [] : [`${slug}: no PdfDownload`]),
          ...(talk.some((t) => t.heading === 'Co-pilot with us' && t.form === 'pilot')
            ? []
            : [`${slug}: no Talk headed 'Co-pilot with us' with form "pilot"`]),
        ];
      }),
    );
  });

  it('pilot-for-enterprise and pilot-for-startups offer their PDF under /pdf/pilot/', () => {
    for (const slug of ['pilot-for-enterprise', 'pilot-for-startups']) {
      const pdfs = sections(slug, 'PdfDownload').map((d) => String(d.pdf));
      expect({ slug, underPilot: pdfs.length > 0 && pdfs.every((p) => p.startsWith('/pdf/pilot/')) }).toEqual({ slug, underPilot: true });
    }
  });

  it('pilot pages link to one another', () => {
    expectNone(
      PILOTS.filter(
        (slug) => bySlug.has(slug) && ![...linkedServices(bySlug.get(slug) as Page)].some((s) => s !== slug && PILOTS.includes(s)),
      ).map((s) => `${s}: links to no other pilot page`),
    );
  });

  it("a pilot sprint list ends with '+6 more items', and the six items are written down", () => {
    const more = PILOTS.flatMap((slug) =>
      sections(slug, 'Sprints').flatMap((s) => (s.audiences as Json[]).map((a) => (a.moreItems as string[] | undefined)?.length)),
    );
    expect(more).toContain(6);
  });

  it('a Pilot for You testimonial mentions 2 weeks', () => {
    const page = bySlug.get('pilot-for-you');
    const ids = sections('pilot-for-you', 'AudienceTestimonials').flatMap((s) =>
      (s.groups as Json[]).flatMap((g) => g.reviews as string[]),
    );
    const testimonialTexts = ids.flatMap((id) => {
      const file = path.join(contentDir, 'testimonials', `${id}.en.json`);
      return fs.existsSync(file) ? [String((JSON.parse(fs.readFileSync(file, 'utf8')) as Json).text)] : [];
    });
    const reviewTexts = [
      ...sections('pilot-for-you', 'BigReview').flatMap((r) => r.texts as string[]),
      ...sections('pilot-for-you', 'ClutchReview').map((r) => String(r.text)),
    ];
    expect(page).toBeDefined();
    expect([...testimonialTexts, ...reviewTexts].some((t) => /\b2 weeks\b|\btwo weeks\b/i.test(t))).toBe(true);
  });
});

describe('committed media', () => {
  const sizeOf = (dir: string): number =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { withFileTypes: true })
          .reduce((sum, e) => sum + (e.isDirectory() ? sizeOf(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).size), 0)
      : 0;

  it('content/images and static/ stay under 25 MB together', () => {
    const total = sizeOf(path.join(contentDir, 'images')) + sizeOf(path.join(root, 'static'));
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(25 * 1024 * 1024);
  });
});

describe('an editor adds a service through the CMS', () => {
  /** A new page as the CMS writes it: name, description, group, card and a Hero, with copy of its own. */
  const newService = (description: string) => ({
    metadata: { name: 'Service Design Sprint', description },
    group: 'ux',
    card: {
      title: 'Service Design Sprint',
      text: 'We map one service end to end with your team and ship the first fixes within two weeks.',
      time: 'from 2 weeks',
      rewards: ['SaaS'],
    },
    components: [
      {
        name: 'Hero',
        props: {
          title: [{ text: 'Services' }],
          text: 'We map one service end to end with the people who run it, then ship the first fixes in two weeks.',
        },
      },
    ],
  });
  const withService = (service: object) => {
    const fixture = copyContent();
    fixture.write('services/service-design-sprint.en.json', `${JSON.stringify(service, null, 2)}\n`);
    return fixture;
  };

  it('passes the structural rules, the build-time content check and the catalogue check', () => {
    const { root: fixtureRoot, content } = withService(
      newService('A two-week sprint that maps one service end to end and ships the first fixes with your team.'),
    );
    expect(loadServices(content).map((p) => p.slug)).toContain('service-design-sprint');
    expect(Object.values(serviceProblems(content)).flat()).toEqual([]);
    expect(checkContent(content, fixtureRoot, path.join(root, 'static'))).toEqual([]);
    expect(SPEC_SLUGS.filter((s) => !loadServices(content).some((p) => p.slug === s))).toEqual([]);
  });

  it('is still held to the rules: a copied description is named', () => {
    const { content } = withService(newService(bySlug.get('ux-audit')?.metadata.description ?? ''));
    expect(serviceProblems(content)['search descriptions are unique']).toEqual([
      `ux-audit repeats the description of service-design-sprint: "${bySlug.get('ux-audit')?.metadata.description}"`,
    ]);
  });
});
