/** Small in-memory content for the PDF tests: site settings, two plain services and a pilot page with sprints and a PDF. */
import type { ServicePage } from '../../src/content-model/service';
import type { SiteSettings } from '../../src/content-model/site';
import type { ServiceEntry } from '../../src/gatsby-node/postBuild/pdfDocument';
import content from '../../content/site.en.json';

export const site: SiteSettings = {
  agencyName: 'Oakline Studio',
  tagline: 'Product, UX and web design.',
  siteUrl: 'https://oakline.studio',
  contactEmail: 'hello@oakline.studio',
  sayHelloUrl: 'https://forms.oakline.studio/say-hello',
  foundingYear: 2016,
  nav: [{ label: 'Services', href: '/services/' }],
  footerLinks: [],
  socialLinks: [],
  pdf: { main: '/pdf/main/oakline-studio-presentation.pdf', fileName: 'oakline-studio-presentation.pdf' },
  serviceGroups: [
    { id: 'ui-web', title: 'UI and web', text: 'Interfaces and websites.' },
    { id: 'pilot', title: 'Pilot', text: 'Try us on one sprint.' },
  ],
  copy: content.copy,
};

const plain = (title: string, group: ServicePage['group'], time: string): ServicePage => ({
  metadata: { name: title, description: `${title} description` },
  group,
  card: { title, text: `What ${title} gives you.`, rewards: [], time },
  components: [{ name: 'Hero', props: { title: [{ text: title }], text: `${title} hero text.` } }],
});

const sprint = (n: number, audience: string) => ({
  id: `${audience}-${n}`,
  name: `Sprint ${n}`,
  title: `${audience} sprint ${n} outcome`,
  text: `What the ${audience} team gets from sprint ${n}.`,
  categories: ['Research', 'UX'],
});

export const pilotPage: ServicePage = {
  metadata: { name: 'Pilot for Startups', description: 'A pilot for startups.' },
  group: 'pilot',
  card: { title: 'Pilot for Startups', text: 'One sprint for founders.', rewards: ['startup'], time: 'from 2 weeks' },
  components: [
    {
      name: 'Hero',
      props: { title: [{ text: 'Test' }, { text: 'us' }, { text: '🚀' }], text: 'Founders get a clickable prototype in one sprint.' },
    },
    {
      name: 'Sprints',
      props: {
        heading: 'Pilot sprints',
        audiences: [
          {
            audience: 'startups',
            label: 'Startups',
            sprints: [sprint(1, 'startups'), sprint(2, 'startups')],
            moreItems: ['Pricing page', 'Store listing', 'Empty states', 'Churn calls', 'Events plan', 'Admin roles'],
          },
          { audience: 'smb', label: 'Small and Medium Business', sprints: [sprint(1, 'smb')], moreItems: ['Events plan'] },
          { audience: 'enterprise', label: 'Enterprise', sprints: [sprint(1, 'enterprise')] },
        ],
      },
    },
    {
      name: 'PdfDownload',
      props: {
        title: 'Take it with you',
        text: 'The pilot plan as a PDF.',
        pdf: '/pdf/pilot/pilot-for-startups.pdf',
        fileName: 'pilot.pdf',
      },
    },
    { name: 'Talk', props: { heading: 'Co-pilot with us', title: 'Shall we chat?', form: 'pilot' } },
  ],
};

export const services: ServiceEntry[] = [
  { slug: 'website-design', page: plain('Website Design', 'ui-web', 'from 1 month') },
  { slug: 'landing-page', page: plain('Landing Page', 'ui-web', 'from 2 weeks') },
  { slug: 'pilot-for-startups', page: pilotPage },
];
