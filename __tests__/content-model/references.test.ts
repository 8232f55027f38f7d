/** A save re-checks the saved file, the records it links to and the records that link to it, and nothing else. */
import path from 'node:path';
import { checkContent, loadContent } from '../../src/content-model/check';
import { referenceGraph, relatedFiles } from '../../src/content-model/references';
import { copyContent } from '../helpers/contentFixture';

const staticDir = path.resolve(__dirname, '../../static');

describe('related files', () => {
  it('links a testimonial to the pages that quote it, and a page to its images and linked records', () => {
    const { root, content } = copyContent();
    const { loaded } = loadContent(content, root);
    const graph = referenceGraph(loaded, content);
    const service = path.join(content, 'services/website-design.en.json');
    const related = [...relatedFiles(service, [graph])].map((f) => path.relative(content, f));
    const data = loaded.find((item) => item.file === service)?.data as { components: { name: string; props: { service?: string } }[] };
    const linkedService = data.components.map((c) => c.props.service).find(Boolean);
    expect(related).toContain('services/website-design.en.json');
    expect(related).toContain(`services/${linkedService}.en.json`);
    expect(related.some((f) => f.startsWith('testimonials/'))).toBe(true);
    expect(related.some((f) => f.startsWith('images/'))).toBe(false);

    const testimonial = related.find((f) => f.startsWith('testimonials/')) as string;
    const quoting = [...relatedFiles(path.join(content, testimonial), [graph])].map((f) => path.relative(content, f));
    expect(quoting).toContain('services/website-design.en.json');
    expect(quoting).not.toContain('site.en.json');
  });

  it('checks only the given files while still knowing every slug', () => {
    const { root, content, edit } = copyContent();
    edit('services/pilot.en.json', (d) => {
      d.metadata.descripton = 'x';
    });
    edit('services/website-design.en.json', (d) => {
      d.metadata.titel = 'x';
    });
    const only = new Set([path.join(content, 'services/website-design.en.json')]);
    const problems = checkContent(content, root, staticDir, only).map((p) => `${p.file}: ${p.path}: ${p.message}`);
    expect(problems).toEqual(['content/services/website-design.en.json: metadata.titel: unknown field']);
  });
});

describe('a file with a syntax error', () => {
  it('is reported once, with line and column, and links to it are not reported on top', () => {
    const { root, content, write } = copyContent();
    write('services/website-design.en.json', '{\n  "metadata": {\n    "name": "x"\n    "description": "y"\n  }\n}\n');
    const problems = checkContent(content, root, staticDir).map((p) => `${p.file}: ${p.path ? `${p.path}: ` : ''}${p.message}`);
    expect(problems).toEqual([
      expect.stringMatching(/^content\/services\/website-design\.en\.json: invalid JSON: .*\(line 4, column 5\)$/),
    ]);
  });
});
