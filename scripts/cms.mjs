#!/usr/bin/env node
/** `npm run cms`: the local editing setup in one command, gatsby develop plus decap-server (the CMS's local backend), and the URL to open. */
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';

const root = process.cwd();
const developPort = process.env.CMS_DEVELOP_PORT ?? '8000';
const decapPort = process.env.DECAP_SERVER_PORT ?? '8081';
const host = process.env.CMS_HOST ?? 'localhost';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const children = [];

function start(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const forward = (stream, out) => stream.on('data', (chunk) => out.write(chunk));
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    console.log(`cms: ${name} stopped (${signal ?? code}); stopping the rest`);
    stop(code ?? 1);
  });
  return child;
}

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

/** The branch checked out: the editorial workflow's drafts branch off it and are published into it. */
function currentBranch() {
  try {
    return execFileSync('git', ['branch', '--show-current'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

const branch = currentBranch();
/** decap-server's branch in its own worktree (scripts/cms-git-backend.mjs), fast-forwarded into `branch` on publishing. */
const desk = branch ? 'cms-desk' : '';
const backendEnv = { PORT: decapPort, BIND_HOST: host, GIT_REPO_DIRECTORY: root };
if (branch) {
  const gitEnv = { ...backendEnv, CMS_LOCAL_BRANCH: branch, CMS_DESK_BRANCH: desk };
  start('decap-server', process.execPath, [path.join(root, 'scripts/cms-git-backend.mjs')], gitEnv);
} else {
  console.log('cms: the project is not on a git branch, so the CMS saves straight into content/ (no drafts or review)');
  start('decap-server', bin('decap-server'), [], { ...backendEnv, MODE: 'fs' });
}
const develop = start('gatsby develop', bin('gatsby'), ['develop', '--port', developPort, '--host', host], {
  DECAP_SERVER_PORT: decapPort,
  CMS_DESK_BRANCH: desk,
  GATSBY_TELEMETRY_DISABLED: '1',
});

let announced = false;
develop.stdout.on('data', (chunk) => {
  if (announced || !/You can now view|http:\/\/localhost:\d+\//.test(String(chunk))) return;
  announced = true;
  console.log(
    `\ncms: edit content at http://${host}:${developPort}/admin/ (${branch ? `drafts are cms/… branches, published into ${branch}` : 'saves go to content/'} through decap-server on port ${decapPort}; the site is at http://${host}:${developPort}/)\n`,
  );
});

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
