/** Sass modules export their class names (camelCase) as named exports. */
declare module '*.module.scss' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
