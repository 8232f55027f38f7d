#!/usr/bin/env node
/**
 * `npm run cms`'s local backend: decap-server in git mode, which keeps each unpublished entry on a
 * `cms/<collection>/<slug>` branch (the editorial workflow). decap-server checks branches out and commits with
 * `git add .` in the folder it is given, so it is given a private worktree of the project (in the git directory, where
 * develop does not look) on a desk branch that starts every request where the developer's branch is. Drafts never
 * touch the project's files; what is published onto the desk is fast-forwarded into the developer's branch and working
 * tree, which is refused while the project has uncommitted changes or another branch checked out. Requests are
 * answered one at a time.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import express from 'express';

const require = createRequire(import.meta.url);
const project = process.env.GIT_REPO_DIRECTORY ?? process.cwd();
const branch = process.env.CMS_LOCAL_BRANCH;
/** The branch decap-server publishes onto (the CMS config's `backend.branch`); git lets a branch be checked out only once. */
const desk = process.env.CMS_DESK_BRANCH;
const port = Number(process.env.PORT ?? 8081);
const host = process.env.BIND_HOST ?? 'localhost';
/** The origins decap-server itself answers (its default CORS rule), so the CMS can read a refusal. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

const gitIn =
  (cwd) =>
  (...args) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const projectGit = gitIn(project);

if (!branch || !desk) throw new Error('cms-git-backend: CMS_LOCAL_BRANCH and CMS_DESK_BRANCH are not set; start it with npm run cms');
try {
  projectGit('var', 'GIT_COMMITTER_IDENT');
} catch {
  console.error('cms: git has no user name and email here, so the CMS cannot commit: set them with git config user.name / user.email');
  process.exit(1);
}

/** The CMS's own checkout of the desk branch, next to the project's git data. */
const worktree = path.resolve(project, projectGit('rev-parse', '--git-path', 'cms-worktree'));
projectGit('worktree', 'prune');
if (!fs.existsSync(worktree)) {
  projectGit('branch', '--force', desk, branch);
  projectGit('worktree', 'add', '--quiet', worktree, desk);
}
const cmsGit = gitIn(worktree);

/** The desk where `branch` is now (the developer may have committed), with nothing a failed request left behind. */
function resetWorktree() {
  cmsGit('checkout', '--quiet', '--force', desk);
  cmsGit('reset', '--quiet', '--hard', branch);
  cmsGit('clean', '--quiet', '--force', '-d');
}

/** Whether the request commits onto the desk (publishing, media and deletions), not onto a draft's branch. */
function movesBranch(body) {
  if (['publishUnpublishedEntry', 'persistMedia', 'deleteFile', 'deleteFiles'].includes(body?.action)) return true;
  return body?.action === 'persistEntry' && !body.params?.options?.useWorkflow;
}

/** Why a request that moves `branch` must not run now, or null. */
function refusal() {
  const current = projectGit('branch', '--show-current');
  if (current !== branch) {
    return `npm run cms publishes into ${branch}, but the project is on ${current || 'a detached HEAD'} now: switch back to ${branch}, or restart npm run cms`;
  }
  const changes = projectGit('status', '--porcelain', '--untracked-files=all').split('\n').filter(Boolean);
  if (changes.length === 0) return null;
  const files = changes.map((line) => line.slice(3));
  return `uncommitted changes in the project (${files.slice(0, 3).join(', ')}${files.length > 3 ? ', …' : ''}): commit or stash them, then publish again`;
}

/** What the request published onto the desk reaches the developer's branch and files, as a fast-forward. */
function followDesk() {
  if (projectGit('rev-parse', desk) === projectGit('rev-parse', branch)) return;
  projectGit('merge', '--ff-only', '--quiet', desk);
  console.log(`cms: published into ${branch} (${projectGit('rev-parse', '--short', branch)})`);
}

const app = express();
let queue = Promise.resolve();
app.post('/api/v1', express.json({ limit: '50mb' }), (req, res, next) => {
  queue = queue.then(
    () =>
      new Promise((done) => {
        let publishing = false;
        res.on('close', () => {
          try {
            if (publishing) followDesk();
          } catch (error) {
            console.error(`cms: the project's files could not follow ${branch}: ${error.message}`);
          }
          done();
        });
        let problem = null;
        try {
          resetWorktree();
          if (movesBranch(req.body)) {
            problem = refusal();
            publishing = !problem;
          }
        } catch (error) {
          problem = `git could not say what state the project is in: ${error.message}`;
        }
        if (!problem) return next();
        console.error(`cms: refused ${req.body?.action}: ${problem}`);
        if (LOCAL_ORIGIN.test(req.headers.origin ?? '')) res.set('Access-Control-Allow-Origin', req.headers.origin);
        res.status(409).json({ error: problem });
      }),
  );
});
process.env.GIT_REPO_DIRECTORY = worktree;
await require('decap-server/dist/middlewares').registerLocalGit(app);
app.listen(port, host, () =>
  console.log(`cms: the local backend (decap-server, git mode) publishes into ${branch} of ${project} (through ${desk}), port ${port}`),
);
