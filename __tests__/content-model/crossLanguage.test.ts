/** A German file is checked against its English file: what differs (a figure, an image, the section order) is named by file and field; a faithful translation and a missing one pass. */
import path from 'node:path';
import { checkContent } from '../../src/content-model/check';
import { figureValues } from '../../src/content-model/figureValues';
import { copyContent } from '../helpers/contentFixture';

const staticDir = path.resolve(__dirname, '../../static');
const lines = (root: string, content: string) =>
  checkContent(content, root, staticDir).map((p) => `${p.file}: ${p.path ? `${p.path}: ` : ''}${p.message}`);
const english = 'the en file (content/services/ux-audit.en.json)';

describe('cross-language content check', () => {
  it('reads each language’s notation: the same figures are the same values', () => {
    expect(figureValues('1.79x, 10,000 visits, $50k, 35% and WCAG 2.2', 'en')).toEqual([1.79, 10000, 50000, 35, 2.2]);
    expect(figureValues('1,79-fach, 10.000 Besuche, 50.000 $, 35 % und WCAG 2.2', 'de')).toEqual([1.79, 10000, 50000, 35, 2.2]);
    expect(figureValues('Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO; 2 Mio. Besuche', 'de')).toEqual([2000000]);
  });

  it('names a German figure that is not the English one, by file and field', () => {
    const { root, content, edit } = copyContent();
    edit('services/ux-audit.de.json', (d) => {
      d.components[2].props.cards[0].title = '65 %';
    });
    expect(lines(root, content)).toEqual([
      `content/services/ux-audit.de.json: components[2].props.cards[0].title: figures differ from ${english}: 60 missing; 65 not in ${english}`,
    ]);
  });

  it('names a German file whose image or section order differs from the English file', () => {
    const { root, content, edit } = copyContent();
    edit('services/ux-audit.de.json', (d) => {
      [d.components[1], d.components[2]] = [d.components[2], d.components[1]];
    });
    edit('services/website-design.de.json', (d) => {
      d.components[0].props.scrollMedia.image = '../images/services/ux-audit/hero.jpg';
    });
    expect(lines(root, content)).toEqual([
      `content/services/ux-audit.de.json: components: sections differ from ${english}: Hero, StatsCards, Tags, FeaturedCase, ContactForm instead of Hero, Tags, StatsCards, FeaturedCase, ContactForm`,
      'content/services/website-design.de.json: components[0].props.scrollMedia.image: is "../images/services/ux-audit/hero.jpg", the en file (content/services/website-design.en.json) has "../images/services/website-design/hero.jpg" (a shared field is the same in every language)',
    ]);
  });

  it('passes a German file that writes the English figures in German notation', () => {
    const { root, content, edit } = copyContent();
    edit('services/ux-audit.en.json', (d) => {
      d.components[2].props.cards[0].text = 'Across 10,000 sessions: $50k saved and bookings up 1.79x, 35% fewer calls.';
    });
    edit('services/ux-audit.de.json', (d) => {
      d.components[2].props.cards[0].text = 'Über 10.000 Sitzungen: 50.000 $ gespart, Buchungen 1,79-fach, 35 % weniger Anrufe.';
    });
    expect(lines(root, content)).toEqual([]);
  });
});
