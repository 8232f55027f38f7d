#!/usr/bin/env node
/** `npm run cms`: the local editing setup in one command, gatsby develop plus decap-server (the CMS's local backend), and the URL to open. */
import { spawn } from 'node:child_process';
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

start('decap-server', bin('decap-server'), [], { PORT: decapPort, BIND_HOST: host, GIT_REPO_DIRECTORY: root, MODE: 'fs' });
const develop = start('gatsby develop', bin('gatsby'), ['develop', '--port', developPort, '--host', host], {
  DECAP_SERVER_PORT: decapPort,
  GATSBY_TELEMETRY_DISABLED: '1',
});

let announced = false;
develop.stdout.on('data', (chunk) => {
  if (announced || !/You can now view|http:\/\/localhost:\d+\//.test(String(chunk))) return;
  announced = true;
  console.log(
    `\ncms: edit content at http://${host}:${developPort}/admin/ (saves go to content/ through decap-server on port ${decapPort}; the site is at http://${host}:${developPort}/)\n`,
  );
});

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
