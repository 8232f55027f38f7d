/**
 * Develop only: answers the browser's banner with the current content problems (/__content-problems), re-checks a
 * content file the moment it is saved, added or deleted (Gatsby's node update re-checks it again later, which reports
 * nothing twice), removes a deleted record's node and its pages, writes the redirect for a renamed record (renameFollower.ts), cuts the brand faces again when a save brings a new
 * character, and serves /admin/ (with the content images its previews show).
 */
import path from 'node:path';
import chokidar from 'chokidar';
import type { GatsbyNode } from 'gatsby';
import { contentDir } from '../content-model/contentDir';
import { deleteContentNode, markBootstrapped } from './contentNodes';
import { contentWatch, reportText } from './developChecks';
import { brandFacesFollower, facesFollowContent, facesWrittenMessage } from './brandFaces';
import { CONTENT_PROBLEMS_PATH } from '../dev/contentProblemsPath';
import { adminFiles } from './admin';
import { previewData } from './previewData';
import { adminHeaders } from '../lib/securityHeaders';
import { ADMIN_IMAGES_PREFIX } from '../cms/preview/imageSource';
import { searchIndexJson } from './postBuild/searchIndex';
import { searchIndexPath } from '../lib/siteSearch';
import { LOCALES } from '../lib/locales';
import type { Redirect } from '../lib/redirects';
import { REDIRECTS_FILE } from '../content-model/redirects';
import { RenameFollower } from './renameFollower';

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = () => {
  markBootstrapped();
};

/** Port of decap-server, the CMS's local backend (`npm run cms` sets it). */
export const decapServerPort = () => Number(process.env.DECAP_SERVER_PORT ?? 8081);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
};

/** The part of Gatsby's express app used here (Gatsby types it as `any`). */
interface DevRequest {
  originalUrl: string;
  params: Record<string, string | undefined>;
}
interface DevResponse {
  set(name: string, value: string): DevResponse;
  type(contentType: string): DevResponse;
  json(body: unknown): void;
  send(body: unknown): void;
  sendFile(file: string, options: { root: string }, done: (error?: Error) => void): void;
  redirect(url: string): void;
}
interface DevApp {
  get(path: string | string[], handler: (req: DevRequest, res: DevResponse, next: (error?: unknown) => void) => void): void;
}

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = (args) => {
  const { reporter } = args;
  const app = args.app as DevApp;
  const watch = contentWatch(contentDir());
  // Built once when develop starts (esbuild + Sass take a few seconds), so the first visit to /admin/ does not wait.
  const admin = adminFiles({
    contentDir: watch.contentDir,
    localBackendPort: decapServerPort(),
    localBranch: process.env.CMS_DESK_BRANCH,
  });
  admin.catch((error: Error) => reporter.error(`/admin/ could not be built: ${error.message}`));
  // Preview images in sub-folders of content/images/ (src/cms/preview/imageSource.ts); `root` keeps paths inside it.
  app.get(`${ADMIN_IMAGES_PREFIX}*`, (req, res, next) => {
    for (const { key, value } of adminHeaders([`http://localhost:${decapServerPort()}`])) res.set(key, value);
    res.set('Cache-Control', 'no-store');
    res.sendFile(req.params[0] ?? '', { root: path.join(watch.contentDir, 'images') }, (error) => {
      if (error) next();
    });
  });
  // Each language's search index, made from the content as it is now (the build writes them into public/ once).
  for (const locale of LOCALES)
    app.get(searchIndexPath(locale), (_req, res) => {
      res.set('Cache-Control', 'no-store');
      res.type('application/json').send(searchIndexJson(watch.contentDir, locale));
    });
  app.get(['/admin/', '/admin/:file'], (req, res, next) => {
    if (req.originalUrl === '/admin') {
      res.redirect('/admin/');
      return;
    }
    const name = req.params.file ?? 'index.html';
    for (const { key, value } of adminHeaders([`http://localhost:${decapServerPort()}`])) res.set(key, value);
    res.set('Cache-Control', 'no-store');
    if (name === 'preview-data.json') {
      res.json(previewData(watch.contentDir));
      return;
    }
    admin.then((files) => {
      const body = files[name];
      if (body === undefined) next();
      else res.type(CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream').send(body);
    }, next);
  });
  app.get(CONTENT_PROBLEMS_PATH, (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ problems: watch.current().map((p) => `${p.file}: ${p.path ? `${p.path}: ` : ''}${p.message}`) });
  });
  const root = process.cwd();
  const followFaces = facesFollowContent(root)
    ? brandFacesFollower(
        root,
        watch.contentDir,
        (files) => {
          reporter.info(facesWrittenMessage(files));
        },
        (error) => {
          reporter.warn(`brand faces not cut again: ${error.message}`);
        },
      )
    : () => Promise.resolve();
  const recheck = (file: string) => {
    const report = reportText(watch.recheck(path.resolve(file)));
    if (report?.level === 'error') reporter.error(report.text);
    if (report?.level === 'success') reporter.success(report.text);
    if (file.endsWith('.json')) void followFaces();
  };
  const renames = new RenameFollower(watch.contentDir);
  const redirected = (move: Redirect | undefined) => {
    if (move) reporter.success(`${REDIRECTS_FILE}: ${move.from} now redirects to ${move.to} (the page was renamed); commit it`);
  };
  const removed = (file: string) => {
    const { getNode, getNodesByType, actions } = args;
    if (file.endsWith('.json')) {
      deleteContentNode(path.resolve(file), { getNode, getNodesByType, deleteNode: actions.deleteNode, deletePage: actions.deletePage });
      redirected(renames.fileRemoved(path.resolve(file)));
    }
    recheck(file);
  };
  const added = (file: string) => {
    if (file.endsWith('.json')) redirected(renames.fileAdded(path.resolve(file)));
    recheck(file);
  };
  const changed = (file: string) => {
    if (file.endsWith('.json')) renames.changed(path.resolve(file));
    recheck(file);
  };
  chokidar.watch(watch.contentDir, { ignoreInitial: true }).on('unlink', removed).on('add', added).on('change', changed);
};
