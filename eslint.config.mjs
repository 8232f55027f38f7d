// Lint rules for the whole repository: type-aware TypeScript, React hooks, accessibility, and no literal copy in components.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Attributes whose value a visitor reads or hears: their text must come from content, never a literal. */
const SPOKEN_ATTRIBUTES = '/^(aria-label|aria-description|aria-roledescription|title|alt|placeholder|label)$/';
/** A string with a word in it (two letters in a row); punctuation and symbols between content strings are fine. */
const WORDS = '/[A-Za-z]{2}/';

export default tseslint.config(
  {
    ignores: [
      'public/',
      '.cache/',
      'static/',
      'node_modules/',
      'src/gatsby-types.d.ts',
      'test-results/',
      'playwright-report/',
      '.ci-out/',
      'data/',
      '__tests__/fixtures/lint/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // A leading underscore marks a parameter or binding kept for its position or to drop it from a rest object.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Store methods, Fastify plugins and test doubles implement async interfaces; some have nothing to await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Jest loads these as CommonJS (mocks, the Babel transform, configs).
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Props are typed with TypeScript; prop-types would repeat them at runtime.
      'react/prop-types': 'off',
      // Components render the server HTML first and switch to the enhanced state after mount, so hydration matches: by design.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // The lint fixture only exercises the copy rules; without type information it lints in a second.
    files: ['__tests__/fixtures/lint/**'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Gatsby passes its action creators and node helpers (actions.createPage, getNode) already bound.
    files: ['src/gatsby-node/**'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    // Build and shared code run in Node too: what they share with the browser (such as inline script texts) lives in src/lib/.
    files: ['src/gatsby-node/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/browser/*'], message: 'src/browser/ is browser-only; move what both sides need to src/lib/.' }] },
      ],
    },
  },
  {
    // Tests parse JSON (typed any) from files and responses and assert on its shape with expect().
    files: ['__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Playwright fixtures take `use` and an empty `{}` for "no fixtures needed": neither is React's hook nor a mistake.
    files: ['__tests__/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // Visible copy lives in content/ so editors can change it: components render no literal English.
    files: ['src/**/*.tsx', '__tests__/fixtures/lint/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: ['·', '—', '–', '→', '←', '/', '|', ':', ',', '.', '×', '+', '(', ')', '©', '★'],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `JSXAttribute[name.name=${SPOKEN_ATTRIBUTES}] Literal[value=${WORDS}]`,
          message: 'Text people read or hear comes from content/, not a literal in the component.',
        },
        {
          selector: `JSXAttribute[name.name=${SPOKEN_ATTRIBUTES}] TemplateElement[value.raw=${WORDS}]`,
          message: 'Text people read or hear comes from content/, not a literal in the component.',
        },
        {
          selector: `JSXElement > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${WORDS}]`,
          message: 'Visible copy comes from content/, not a literal in the component.',
        },
      ],
    },
  },
);
