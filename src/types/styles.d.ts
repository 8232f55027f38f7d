/** Sass modules export their class names (camelCase) as named exports. */
declare module '*.module.scss' {
  const classes: { readonly [className: string]: string };
  export = classes;
}

/** Global stylesheets imported for their side effect (gatsby-browser.tsx, the CMS preview); TypeScript 6 checks that side-effect imports resolve. */
declare module '*.scss';
