/** The build patches Gatsby's output (src/gatsby-node/), checked against one version: gatsby and its plugins are pinned exactly, in package.json and the lockfile alike. */
import pkg from '../package.json';
import lock from '../package-lock.json';

const gatsbyPackages = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }).filter(([name]) =>
  /^(gatsby|babel-preset-gatsby)(-|$)/.test(name),
);

test('gatsby and its plugins are pinned to exact versions the lockfile resolves', () => {
  expect(gatsbyPackages.map(([name]) => name)).toContain('gatsby');
  const packages = lock.packages as Record<string, { version?: string }>;
  for (const [name, range] of gatsbyPackages) {
    expect(`${name}@${range}`).toMatch(/@\d+\.\d+\.\d+$/);
    expect(`${name}@${packages[`node_modules/${name}`]?.version}`).toBe(`${name}@${range}`);
  }
});
