/** Each kind of bad content is reported with its file and JSON path, all problems at once. */
import fs from 'node:fs';
import path from 'node:path';
import { checkContent, formatProblems } from '../../src/content-model/check';
import { formatJsonPath } from '../../src/content-model/problem';
import { copyContent } from '../helpers/contentFixture';

const staticDir = path.resolve(__dirname, '../../static');
const lines = (root: string, content: string) =>
  checkContent(content, root, staticDir).map((p) => `${p.file}: ${p.path ? `${p.path}: ` : ''}${p.message}`);

describe('content checks', () => {
  it('passes on the committed content', () => {
    expect(checkContent(path.resolve(__dirname, '../../content'), path.resolve(__dirname, '../..'), staticDir)).toEqual([]);
  });

  it("reports testimonial tabs out of the spec's audience order, naming file and field", () => {
    const { root, content, edit } = copyContent();
    edit('services/website-design.en.json', (d) => {
      const section = d.components.find((c: { name: string }) => c.name === 'AudienceTestimonials');
      section.props.groups.reverse();
    });
    const index = JSON.parse(fs.readFileSync(path.join(content, 'services/website-design.en.json'), 'utf8')).components.findIndex(
      (c: { name: string }) => c.name === 'AudienceTestimonials',
    );
    expect(lines(root, content)).toEqual([
      `content/services/website-design.en.json: components[${index}].props.groups: audiences must follow the order startups, smb, enterprise on every page, got enterprise, smb, startups`,
    ]);
  });

  it('formats JSON paths with indexes', () => {
    expect(formatJsonPath(['components', 3, 'props', 'cards', 1, 'title'])).toBe('components[3].props.cards[1].title');
  });

  it('reports invalid JSON syntax', () => {
    const { root, content, write } = copyContent();
    write('services/broken.en.json', '{ "metadata": ');
    expect(lines(root, content)).toEqual([expect.stringMatching(/^content\/services\/broken\.en\.json: invalid JSON: /)]);
  });

  it('names a content file whose name does not end in its language', () => {
    const { root, content, write } = copyContent();
    write('services/broken.json', '{}');
    expect(lines(root, content)).toEqual([
      'content/services/broken.json: file name "broken.json" does not end in its language (.en.json or .de.json)',
    ]);
  });

  it('reports an unknown section name', () => {
    const { root, content, edit } = copyContent();
    edit('services/pilot.en.json', (d) => {
      d.components[1].name = 'Heroo';
    });
    expect(lines(root, content)).toEqual([
      expect.stringContaining('content/services/pilot.en.json: components[1].name: unknown section "Heroo"'),
    ]);
  });

  it('reports a blog post without a summary, a summary longer than one line and a stored reading time, by file and field', () => {
    const { root, content, edit } = copyContent();
    edit('blog/review/healthiv-website-review.en.json', (d) => {
      delete d.summary;
    });
    edit('blog/case-study/how-to-develop-an-ehr-system.en.json', (d) => {
      d.summary = 'A summary that goes on '.repeat(7);
      d.readingMinutes = 9;
    });
    expect(lines(root, content)).toEqual([
      'content/blog/review/healthiv-website-review.en.json: summary: required',
      'content/blog/case-study/how-to-develop-an-ehr-system.en.json: summary: must be at most 140 characters',
      'content/blog/case-study/how-to-develop-an-ehr-system.en.json: readingMinutes: unknown field',
    ]);
  });

  it('reports a missing required prop deep inside a section', () => {
    const { root, content, edit } = copyContent();
    edit('services/landing-page.en.json', (d) => {
      delete d.components[1].props.cards[1].title;
    });
    expect(lines(root, content)).toEqual(['content/services/landing-page.en.json: components[1].props.cards[1].title: required']);
  });

  it('reports a wrong type', () => {
    const { root, content, edit } = copyContent();
    edit('services/landing-page.en.json', (d) => {
      d.components[0].props.animated = 'yes';
    });
    expect(lines(root, content)).toEqual([
      'content/services/landing-page.en.json: components[0].props.animated: wrong type: expected boolean, received string',
    ]);
  });

  it('reports a misspelt field as unknown', () => {
    const { root, content, edit } = copyContent();
    edit('services/pilot.en.json', (d) => {
      d.metadata.descripton = d.metadata.description;
    });
    expect(lines(root, content)).toEqual(['content/services/pilot.en.json: metadata.descripton: unknown field']);
  });

  it('reports an image file that does not exist', () => {
    const { root, content, edit } = copyContent();
    edit('services/pilot.en.json', (d) => {
      d.components[0].props.scrollMedia.image = '../images/services/pilot/nope.jpg';
    });
    expect(lines(root, content)).toEqual([
      'content/services/pilot.en.json: components[0].props.scrollMedia.image: image file not found: ../images/services/pilot/nope.jpg',
    ]);
  });

  it('reports a link to a service slug that does not exist', () => {
    const { root, content, edit } = copyContent();
    edit('services/website-design.en.json', (d) => {
      d.components[2].props.service = 'landing-pages';
    });
    expect(lines(root, content)).toEqual([
      'content/services/website-design.en.json: components[2].props.service: links to "landing-pages", but no services has that slug',
    ]);
  });

  it('reports a slug that does not match the file name, and duplicate slugs', () => {
    const { root, content, write, edit } = copyContent();
    edit('cases/keyo-identity-system-ux-ui-design.en.json', (d) => {
      d.slug = 'ehr-electronic-health-records';
    });
    write(
      'cases/copy-of-ehr.en.json',
      fs.readFileSync(path.resolve(__dirname, '../../content/cases/ehr-electronic-health-records.en.json'), 'utf8'),
    );
    const check = lines(root, content);
    expect(check).toContain(
      'content/cases/keyo-identity-system-ux-ui-design.en.json: slug: "ehr-electronic-health-records" does not match the file name "keyo-identity-system-ux-ui-design"',
    );
    expect(check).toContain(
      'content/cases/copy-of-ehr.en.json: slug: "ehr-electronic-health-records" does not match the file name "copy-of-ehr"',
    );
    expect(check.filter((l) => l.includes('duplicate slug "ehr-electronic-health-records"'))).toHaveLength(2);
  });

  it('lists every problem at once in the build message', () => {
    const { root, content, edit } = copyContent();
    edit('services/pilot.en.json', (d) => {
      delete d.metadata.name;
      d.components[0].props.text = 42;
    });
    const message = formatProblems(checkContent(content, root, staticDir));
    expect(message).toContain('Content check failed with 2 problems:');
    expect(message).toContain('content/services/pilot.en.json: metadata.name: required');
    expect(message).toContain('content/services/pilot.en.json: components[0].props.text: wrong type: expected string, received number');
  });
  it('accepts generated PDF paths under /pdf/main/ and /pdf/pilot/, which exist only after the build', () => {
    const { root, content, edit } = copyContent();
    for (const [locale, title, text] of [
      ['en', 'The plan', 'Sprints and prices.'],
      ['de', 'Der Plan', 'Sprints und Preise.'],
    ]) {
      edit(`services/pilot.${locale}.json`, (d) => {
        d.components.push({ name: 'PdfDownload', props: { title, text, pdf: '/pdf/pilot/pilot.pdf', fileName: 'pilot.pdf' } });
      });
      edit(`site.${locale}.json`, (d) => {
        d.pdf.main = '/pdf/main/another-name.pdf';
      });
    }
    expect(lines(root, content)).toEqual([]);
  });

  it('reports a PdfDownload outside /pdf/ and a non-generated PDF that is not a static file', () => {
    const { root, content, edit } = copyContent();
    let index = -1;
    edit('services/pilot.en.json', (d) => {
      index =
        d.components.push({
          name: 'PdfDownload',
          props: { title: 'The plan', text: 'Sprints and prices.', pdf: '/files/pilot.pdf', fileName: 'pilot.pdf' },
        }) - 1;
    });
    const at = `content/services/pilot.en.json: components[${index}].props.pdf: `;
    expect(lines(root, content)).toEqual([
      `${at}PDF downloads live under /pdf/, got /files/pilot.pdf`,
      `${at}/files/pilot.pdf is neither generated (/pdf/main/*.pdf, /pdf/pilot/*.pdf, /pdf/reviews/*.pdf) nor a file under static/`,
    ]);
  });

  it('reports a redirect whose address is not a path and a "from" that repeats once the trailing slash is added', () => {
    const { root, content, edit } = copyContent();
    edit('redirects.json', (d) => {
      d.redirects.push({ from: 'services/old', to: '/services/' }, { from: '/services/usability-audit', to: 'services' });
    });
    expect(lines(root, content)).toEqual([
      'content/redirects.json: redirects[1].from: must be a path starting with "/" (no query string or spaces)',
      'content/redirects.json: redirects[2].to: must start with "/", "https://" or "http://"',
      'content/redirects.json: redirects[2].from: /services/usability-audit/ already redirects in redirects[0]',
    ]);
  });
});
