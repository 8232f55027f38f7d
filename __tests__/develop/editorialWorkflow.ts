/**
 * The editorial workflow of the local CMS (`npm run cms`, decap-server in git mode), walked in the browser: a new blog
 * review is a draft on its own `cms/…` branch, moves to In review and Ready on the workflow board, and publishing puts
 * its files on the scratch repository's main branch: the English one, and the German one Decap writes beside it with the
 * shared fields only (a translation not yet begun). Registered by editing.test.ts, which owns the one `npm run cms`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { blogReview } from '../../src/content-model/blogReview';
import { checkContent } from '../../src/content-model/check';
import { BASE, git, SCRATCH_BRANCH } from './scratch';
import { englishButton, field, openCms, publishNow, save, setStatus, STATUSES } from './cmsPage';
import { waitFor } from '../helpers/waitFor';

const TITLE = 'Larkspur review: enquiries we can answer';
const SLUG = 'larkspur-review-enquiries-we-can-answer';
const FILE = `content/blog/review/${SLUG}.en.json`;
/** The German twin Decap's i18n writes for a new entry: the fields both languages share, no words of its own yet. */
const GERMAN_FILE = `content/blog/review/${SLUG}.de.json`;
const PORTRAIT = 'content/images/blog/larkspur-portrait.jpg';
const BRANCH = `cms/blog-reviews/${SLUG}`;

export function describeEditorialWorkflow(context: () => { scratch: string; browser: Browser }) {
  describe('the editorial workflow at /admin/ (decap-server in git mode)', () => {
    const scratch = () => context().scratch;
    const cmsBranches = () => git(scratch(), 'branch', '--list', 'cms/*', '--format=%(refname:short)').split('\n').filter(Boolean);
    const onMain = (file: string) => git(scratch(), 'ls-tree', '--name-only', SCRATCH_BRANCH, file) === file;
    const uncommitted = () => git(scratch(), 'status', '--porcelain', '--untracked-files=all');

    afterAll(() => {
      // The other CMS tests find the project as it was: the published review is taken out again in a commit.
      const published = [FILE, GERMAN_FILE, PORTRAIT].filter(onMain);
      if (published.length > 0) git(scratch(), 'rm', '--quiet', ...published);
      if (uncommitted()) git(scratch(), 'commit', '--quiet', '--message', 'Remove the review the workflow test published');
    });

    /** Opens the workflow board and waits for the review's card in the column of `status`. */
    async function expectOnBoard(page: Page, status: keyof typeof STATUSES) {
      await page.goto(`${BASE}/admin/#/workflow`);
      const column = page.locator(`div:has(> h2[name="${STATUSES[status].column}"])`);
      await column.getByRole('heading', { name: TITLE }).waitFor();
      expect(await page.getByRole('heading', { name: TITLE }).count()).toBe(1);
    }

    /** From the board back into the review's editor. */
    async function openFromBoard(page: Page) {
      await page.getByRole('heading', { name: TITLE }).click();
      await page.getByRole('button', { name: /^Status: / }).waitFor();
    }

    it('walks a new blog review from a draft branch through review and ready to a file on main', async () => {
      const page = await openCms(context().browser, '/collections/blog-reviews/new');
      await (await field(page, 'Name')).fill('Larkspur review');
      await (
        await field(page, 'Description')
      ).fill('Website design for a garden centre: a verified review about enquiries and opening hours.');
      await (await field(page, 'Title')).fill(TITLE);
      await (await field(page, 'Summary')).fill('Larkspur’s owner on a site that answers the questions customers used to phone about.');
      await (
        await field(page, 'Text')
      ).fill('The new site answers what people used to phone us about, and we answer the rest by email the same day.');
      await (await field(page, 'Human name')).fill('Ada Moss');
      await (await field(page, 'Position')).fill('Owner, Larkspur');
      await (await field(page, 'Rating')).fill('5');
      await (await field(page, 'Date')).fill('2026-11-20');
      await englishButton(page, 'Choose an image').click();
      await page.locator('input[type=file]').setInputFiles({
        name: path.basename(PORTRAIT),
        mimeType: 'image/jpeg',
        buffer: fs.readFileSync(path.join(scratch(), 'content/images/blog/review/healthiv-website-review/portrait.jpg')),
      });
      await page.getByRole('button', { name: 'Choose selected' }).click();

      // Draft: a branch of its own; main, and the project's files develop builds from, do not have it.
      await save(page);
      expect(cmsBranches()).toEqual([BRANCH]);
      expect(onMain(FILE)).toBe(false);
      expect(git(scratch(), 'ls-tree', '--name-only', BRANCH, FILE)).toBe(FILE);
      expect(git(scratch(), 'ls-tree', '--name-only', BRANCH, GERMAN_FILE)).toBe(GERMAN_FILE);
      expect(onMain(GERMAN_FILE)).toBe(false);
      expect(git(scratch(), 'branch', '--show-current')).toBe(SCRATCH_BRANCH);
      expect(fs.existsSync(path.join(scratch(), FILE))).toBe(false);
      expect(uncommitted()).toBe('');
      await expectOnBoard(page, 'draft');

      await openFromBoard(page);
      await setStatus(page, 'review');
      await expectOnBoard(page, 'review');

      await openFromBoard(page);
      await setStatus(page, 'ready');
      await expectOnBoard(page, 'ready');
      expect(onMain(FILE)).toBe(false);

      await openFromBoard(page);
      await publishNow(page);
      await waitFor(() => onMain(FILE) && cmsBranches().length === 0, 'the review on main and its branch gone', 30_000, 200);

      const published = JSON.parse(git(scratch(), 'show', `${SCRATCH_BRANCH}:${FILE}`));
      expect(blogReview.safeParse(published).error?.issues ?? []).toEqual([]);
      expect(published).toMatchObject({ title: TITLE, humanName: 'Ada Moss', rating: 5, image: '../../images/blog/larkspur-portrait.jpg' });
      expect(onMain(PORTRAIT)).toBe(true);
      // The German file holds what both languages share and none of the English words: a translation not yet begun.
      const german = JSON.parse(git(scratch(), 'show', `${SCRATCH_BRANCH}:${GERMAN_FILE}`));
      expect(german).toMatchObject({ rating: 5, image: '../../images/blog/larkspur-portrait.jpg' });
      expect(german).not.toHaveProperty('title');
      expect(german).not.toHaveProperty('humanName');
      expect(git(scratch(), 'branch', '--show-current')).toBe(SCRATCH_BRANCH);
      expect(uncommitted()).toBe('');
      expect(checkContent(path.join(scratch(), 'content'), scratch())).toEqual([]);
      await page.close();
    });

    it('saves a draft beside uncommitted work, but refuses to publish until it is committed, and names it', async () => {
      const note = path.join(scratch(), 'notes-in-progress.txt');
      fs.writeFileSync(note, 'not for the CMS\n');
      const main = git(scratch(), 'rev-parse', SCRATCH_BRANCH);
      try {
        const page = await openCms(context().browser, '/collections/blog-reviews/entries/healthiv-website-review');
        await (await field(page, 'Position')).fill('Operations Director, Healthiv');
        await save(page);
        await setStatus(page, 'ready');
        expect(cmsBranches()).toEqual(['cms/blog-reviews/healthiv-website-review']);
        await publishNow(page);
        await page.getByText(/uncommitted changes in the project \(notes-in-progress\.txt\)/).waitFor();
        expect(git(scratch(), 'rev-parse', SCRATCH_BRANCH)).toBe(main);
        expect(fs.readFileSync(note, 'utf8')).toBe('not for the CMS\n');
        expect(uncommitted()).toBe('?? notes-in-progress.txt');
        await page.close();
      } finally {
        fs.rmSync(note, { force: true });
        for (const draft of cmsBranches()) git(scratch(), 'branch', '--quiet', '-D', draft);
      }
    });
  });
}
