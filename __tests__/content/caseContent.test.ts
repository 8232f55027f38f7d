/** The fixed content contract: the 20 case slugs of the catalogue and the 4 review slugs exist in every language, with results and card data. */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../../src/lib/locales';

const dir = (sub: string) => path.resolve(__dirname, '../../content', sub);
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

const CASE_SLUGS = [
  'ehr-electronic-health-records',
  'cargo-tms-system-saas-ui-ux-design',
  'sugar-crm-saas-ux-ui-design',
  'fishbowl-crm-management-mobile-app-ux-ui-design',
  'salesforce-crm-ai-scheduler-ux-ui-design',
  'vessel-wellness-mobile-app-design',
  'healthiv-health-care-website-design',
  'refimate-finance-mobile-app-ux-ui-design',
  'sisence-ai-assistant-saas-ux-ui-design',
  'katana-erp-branding-ux-ui-design-trial',
  'tradingview-platform-for-traders',
  'pry-finance-crm-mobile-app-ux-ui-design',
  'vanmoof-mobile-app-ux-ui-design',
  'usechannel-online-ai-chatbot-platform',
  'keyo-identity-system-ux-ui-design',
  'zocdoc-health-care-mobile-app-ux-ui-design',
  'fit-sync-saas-ui-ux-design',
  'gardenize-smart-mobile-iot-ui-ux-design',
  'formify-construction-saas-ux-ui-design',
  'credifyx-saas-ui-ux-design',
];
const REVIEW_SLUGS = [
  'ledgerly-product-design-review',
  'formify-saas-redesign-review',
  'katana-erp-branding-review',
  'healthiv-website-review',
];

test.each(LOCALES)('exactly the case slugs of the catalogue exist (%s)', (locale) => {
  const files = fs
    .readdirSync(dir('cases'))
    .filter((f) => f.endsWith(`.${locale}.json`))
    .map((f) => f.slice(0, -`.${locale}.json`.length));
  expect(files.sort()).toEqual([...CASE_SLUGS].sort());
});

test('about half of the cases have a category; the rest live at /cases/<slug>/', () => {
  const categorized = CASE_SLUGS.filter((slug) => read(path.join(dir('cases'), `${slug}.en.json`)).category);
  expect(categorized.length).toBeGreaterThanOrEqual(8);
  expect(categorized.length).toBeLessThanOrEqual(12);
});

test('the case results use the published marketing figures', () => {
  const all = CASE_SLUGS.map((slug) => JSON.stringify(read(path.join(dir('cases'), `${slug}.en.json`)).results)).join(' ');
  for (const figure of ['2.63x', '3.25x', '3.42x', '3.27x', '4.52x', '4.35x', '4.27x', '3.63x', '2.9x (CLI)', '1.79x CR', 'ROI'])
    expect(all).toContain(`"${figure}"`);
});

test.each(LOCALES)('the four review slugs exist (%s)', (locale) => {
  for (const slug of REVIEW_SLUGS) expect(fs.existsSync(path.join(dir('blog/review'), `${slug}.${locale}.json`))).toBe(true);
});

test.each(LOCALES)('every case preview has its own alt text, naming the client, unlike any of its gallery screens (%s)', (locale) => {
  const alts = CASE_SLUGS.map((slug) => {
    const data = read(path.join(dir('cases'), `${slug}.${locale}.json`));
    const screens = (data.components ?? [])
      .filter((c: { name: string }) => c.name === 'CaseGallery')
      .flatMap((c: { props: { screens: { alt: string }[] } }) => c.props.screens.map((s) => s.alt));
    return { slug, client: data.client as string, alt: data.metadata.previewAlt as string, screens: screens as string[] };
  });
  expect(alts.filter(({ alt, client }) => !alt?.toLowerCase().includes(client.toLowerCase())).map(({ slug }) => slug)).toEqual([]);
  expect(alts.filter(({ alt, screens }) => screens.includes(alt)).map(({ slug }) => slug)).toEqual([]);
  expect(new Set(alts.map(({ alt }) => alt)).size).toBe(CASE_SLUGS.length);
});
