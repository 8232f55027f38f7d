/** The services a next-steps slider may offer: the spec's catalogue (§2). Every slug here is offered on some page. */
export const nextStepsCatalogue: readonly string[] = [
  'animation-prototype', 'branding', 'concept-design', 'conversion-rate-optimization', 'corporate-website', 'cross-platform-design',
  'design-vision-sprint', 'desktop-app', 'landing-page', 'mobile-app', 'pilot-for-enterprise', 'pilot-for-startups', 'pilot-for-you',
  'pilot', 'pitchdeck-for-investors', 'product-design', 'product-market-fit-uvp-mvp', 'rd-architecture', 'rd-solution', 'rd-team',
  'redesign-website', 'ui-sprint', 'web-application-design', 'web-design', 'website-design',
];
