/**
 * @jest-environment node
 *
 * `src/lib/` holds only what is shared: every module in it is imported by at least two files. A user is a source file
 * in `src/`, `server/`, `scripts/` or a root `gatsby-*.ts(x)`; tests do not count (a test imports what it tests). A module
 * with one user lives beside that user, one with none is removed.
 */
import fs from 'node:fs';
import { ROOT, importGraph, sourceFiles } from '../helpers/importGraph';

const isTest = (file: string) => /(^|\/)__tests__\/|\.(test|spec)\.[cm]?[jt]sx?$/.test(file);
const rootGatsbyFiles = fs.readdirSync(ROOT).filter((file) => /^gatsby-[^.]+\.tsx?$/.test(file));
const users = [...sourceFiles('src'), ...sourceFiles('server'), ...sourceFiles('scripts'), ...rootGatsbyFiles].filter(
  (file) => !isTest(file),
);
const graph = importGraph(users);
const libModules = sourceFiles('src/lib').filter((file) => !isTest(file));

const usersOf = (module: string) =>
  [...graph].filter(([file, imports]) => file !== module && imports.files.includes(module)).map(([file]) => file);

test('the user count sees imports from src, server, scripts and the root gatsby files', () => {
  expect(usersOf('src/lib/paths.ts').length).toBeGreaterThan(2);
  expect(libModules).toContain('src/lib/paths.ts');
  expect(users).toEqual(expect.arrayContaining(['gatsby-node.ts', 'gatsby-ssr.tsx', 'server/main.ts']));
  expect(users.some((file) => file.startsWith('scripts/'))).toBe(true);
});

test('every module in src/lib has at least two users', () => {
  const lonely = libModules
    .map((module) => ({ module, users: usersOf(module) }))
    .filter(({ users: found }) => found.length < 2)
    .map(({ module, users: found }) => `${module}: ${found.length === 0 ? 'no user' : `only ${found[0]}`}`);
  expect(lonely).toEqual([]);
});
