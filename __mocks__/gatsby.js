// Gatsby's runtime for component tests: graphql is inert, Link is a plain anchor, useStaticQuery is a jest mock answering with
// content/site.<language>.json as the build stores it (links in its language: src/gatsby-node/linkedInLanguage.ts) and the
// figures the build computes from it (src/gatsby-node/schema.ts: createResolvers).
const React = require('react');

const gatsby = jest.requireActual('gatsby');
const { siteYears } = require('../src/lib/siteYears');
const { linkedInLanguage } = require('../src/gatsby-node/linkedInLanguage');
const fs = require('node:fs');
const path = require('node:path');
const settingsOf = (locale) => {
  const file = path.join(__dirname, '..', 'content', `site.${locale}.json`);
  if (!fs.existsSync(file)) return [];
  const content = linkedInLanguage('SiteJson', JSON.parse(fs.readFileSync(file, 'utf8')), locale);
  return [{ ...content, ...siteYears(content.foundingYear), locale }];
};
const sites = [...settingsOf('en'), ...settingsOf('de')];

const Link = React.forwardRef(function Link({ to, activeClassName, partiallyActive, ...rest }, ref) {
  return React.createElement('a', { ...rest, ref, href: to });
});

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link,
  navigate: jest.fn(),
  useStaticQuery: jest.fn(() => ({ allSiteJson: { nodes: sites } })),
  withPrefix: jest.fn((path) => path),
};
