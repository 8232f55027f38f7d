// Sass modules in component tests: every class name maps to itself, and the module reads as ES so `import * as styles` works.
module.exports = new Proxy(
  {},
  {
    get(_target, key) {
      if (key === '__esModule') return true;
      return typeof key === 'string' ? key : undefined;
    },
  },
);
