/** The scale benchmark's synthetic content (content/ copied with new slugs) passes the build's own content checks. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeSyntheticContent } from '../../scripts/bench/syntheticContent';
import { checkContent } from '../../src/content-model/check';

jest.setTimeout(120000);

const root = path.resolve(__dirname, '../..');
const source = path.join(root, 'content');
const count = (dir: string) => fs.readdirSync(path.join(source, dir)).filter((f) => f.endsWith('.en.json')).length;

test('twice the English content: every record but the pages copied once more, and no content problem', () => {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scale-test-')), 'content');
  try {
    const counts = writeSyntheticContent(source, out, 2);
    expect(counts).toEqual({
      services: 2 * count('services'),
      cases: 2 * count('cases'),
      testimonials: 2 * count('testimonials'),
      'blog/review': 2 * count('blog/review'),
      'blog/case-study': 2 * count('blog/case-study'),
      pages: count('pages'),
      legal: count('legal'),
    });
    expect(checkContent(out, root)).toEqual([]);
    const copy = JSON.parse(fs.readFileSync(path.join(out, 'cases/keyo-identity-system-ux-ui-design-copy-b.en.json'), 'utf8'));
    const quote = copy.components.find((s: { name: string }) => s.name === 'CaseQuote');
    const testimonial = JSON.parse(fs.readFileSync(path.join(out, `testimonials/${quote.props.testimonial}.en.json`), 'utf8'));
    expect(quote.props.testimonial).toMatch(/-copy-b$/);
    expect(testimonial.case).toBe('keyo-identity-system-ux-ui-design-copy-b');
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
});

test('a broken reference in a copy is reported like in content/', () => {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scale-test-')), 'content');
  try {
    writeSyntheticContent(source, out, 2);
    fs.rmSync(path.join(out, 'testimonials/daniel-reyes-keyo-copy-b.en.json'));
    const messages = checkContent(out, root).map((p) => `${path.basename(p.file)}: ${p.message}`);
    expect(messages).toContain(
      'keyo-identity-system-ux-ui-design-copy-b.en.json: links to "daniel-reyes-keyo-copy-b", but no testimonials has that slug',
    );
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
});
