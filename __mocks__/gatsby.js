// Gatsby's runtime for component tests: graphql is inert, Link is a plain anchor, useStaticQuery is a jest mock answering with content/site.en.json
// and the figures the build computes from it (src/gatsby-node/schema.ts: createResolvers).
const React = require('react');

const gatsby = jest.requireActual('gatsby');
const { siteYears } = require('../src/lib/siteYears');
const content = require('../content/site.en.json');
const site = { ...content, ...siteYears(content.foundingYear) };

const Link = React.forwardRef(function Link({ to, activeClassName, partiallyActive, ...rest }, ref) {
  return React.createElement('a', { ...rest, ref, href: to });
});

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link,
  navigate: jest.fn(),
  useStaticQuery: jest.fn(() => ({ siteJson: site })),
  withPrefix: jest.fn((path) => path),
};
