// Lint rules, including the import arrows of ARCHITECTURE.md (eslint-plugin-boundaries).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ELEMENT_TYPES = [
  { type: 'elements', pattern: 'src/elements' },
  // What puts the areas together: the shell, the router, Home, the bell, search, the client switcher.
  { type: 'composers', pattern: 'src/composers' },
  // The list of areas, written once: it alone imports every area, and only the composers and the elements read it.
  // A file, not a folder: the plugin's `mode: 'file'` says so (deprecated in v7, which warns, but it is the one
  // descriptor that classifies a single file as an element the dependency policies see).
  { type: 'area-list', pattern: 'src/areas/index.ts', mode: 'file' },
  // One folder per area; the captured name lets an area import itself and no other area.
  { type: 'areas', pattern: 'src/areas/*', capture: ['area'] },
  // The review kit: what the review areas share (board, calendar, item page, dialogs, drafts, approval record).
  { type: 'kit', pattern: 'src/review-kit' },
  { type: 'ui', pattern: 'src/ui' },
  { type: 'contract', pattern: 'src/core/api/generated' },
  // The domain rules written once, which the portal and the reference service both run (no JSX, no browser-only API).
  { type: 'shared', pattern: 'src/shared' },
  // The rules of each settings form, written once: the portal's forms and the reference service check input with them.
  { type: 'forms', pattern: 'src/core/forms' },
  { type: 'core', pattern: 'src/core' },
  { type: 'server', pattern: 'demo/server' },
  { type: 'tests', pattern: '(tests|bench)' },
  { type: 'scripts', pattern: 'scripts' },
];

// Where class strings are written: className attributes and the class helpers (cn, cva, *Variants).
const CLASS_STRINGS = ':matches(JSXAttribute[name.name="className"], CallExpression[callee.name=/^(cn|cva)$|Variants$/])';

const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', 'coverage', '**/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENT_TYPES,
      'boundaries/include': ['src/**/*', 'demo/**/*', 'tests/**/*', 'bench/**/*', 'scripts/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{ from.element.type }} may not import {{ to.element.type }} (see ARCHITECTURE.md: which way the arrows point)',
          policies: [
            allow('elements', ['elements', 'composers', 'area-list', 'areas', 'kit', 'ui', 'core', 'forms', 'shared', 'contract']),
            allow('composers', ['composers', 'area-list', 'areas', 'kit', 'ui', 'core', 'forms', 'shared', 'contract']),
            allow('area-list', ['areas']),
            allow('areas', ['kit', 'ui', 'core', 'forms', 'shared', 'contract']),
            // An area imports only itself: areas never import each other, nor the list, nor a composer.
            {
              from: { element: { type: 'areas' } },
              allow: { to: { element: { type: 'areas', captured: { area: '{{ from.element.captured.area }}' } } } },
            },
            // The kit sits below the areas and above ui: it never imports an area.
            allow('kit', ['kit', 'ui', 'core', 'forms', 'shared', 'contract']),
            allow('ui', ['ui', 'core', 'forms', 'shared', 'contract']),
            allow('core', ['core', 'forms', 'shared', 'contract']),
            allow('forms', ['forms', 'shared', 'contract']),
            allow('shared', ['shared', 'contract']),
            allow('contract', ['contract']),
            // The reference service shares only the contract, the form rules and the shared rules with the portal.
            allow('server', ['server', 'forms', 'shared', 'contract']),
            allow('tests', [
              'elements',
              'composers',
              'area-list',
              'areas',
              'kit',
              'ui',
              'core',
              'forms',
              'shared',
              'contract',
              'server',
              'tests',
              'scripts',
            ]),
            allow('scripts', ['contract', 'forms', 'shared', 'server', 'scripts']),
          ],
        },
      ],
    },
  },
  {
    // The demo pages' plain scripts run in the browser.
    files: ['demo/pages/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Tests read loosely shaped JSON answers; asserting on them is the type check.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Styles are generated at build time from the string literals in these folders (src/ui/styles/build-css.ts):
    // a class name assembled at run time would silently get no CSS, so class strings stay literal.
    files: [
      'src/ui/**/*.{ts,tsx}',
      'src/review-kit/**/*.{ts,tsx}',
      'src/areas/**/*.{ts,tsx}',
      'src/composers/**/*.{ts,tsx}',
      'src/elements/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `${CLASS_STRINGS} TemplateLiteral[expressions.length>0]`,
          message:
            'Write class names as whole literals (no ${} inside): styles are generated at build time from literal strings. Pick between literals instead.',
        },
        {
          selector: `${CLASS_STRINGS} BinaryExpression[operator="+"]`,
          message:
            'Write class names as whole literals (no concatenation): styles are generated at build time from literal strings. Pick between literals instead.',
        },
      ],
    },
  },
  {
    // The service reaches addresses it did not choose only through demo/server/outbound/, which checks where they
    // lead and pins the connection to the address checked: no fetch or HTTP client of its own anywhere else.
    files: ['demo/server/**/*.ts'],
    ignores: ['demo/server/outbound/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message:
            "Call other servers through demo/server/outbound/outbound.ts (site() for a firm's address, configured() for the service's own).",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'undici', message: 'Call other servers through demo/server/outbound/outbound.ts.' },
            {
              name: 'node:http',
              importNames: ['request', 'get', 'Agent'],
              message: 'Call other servers through demo/server/outbound/outbound.ts.',
            },
            { name: 'node:https', message: 'Call other servers through demo/server/outbound/outbound.ts.' },
          ],
        },
      ],
    },
  },
  {
    // core, the shared rules and the areas' models (their pure rules) hold no JSX and no React components.
    files: ['src/core/**/*.ts', 'src/shared/**/*.{ts,tsx}', 'src/areas/*/model/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@tanstack/react-query', 'sonner', '@r2wc/*'],
              message: 'core imports no React (ARCHITECTURE.md): use @tanstack/query-core here.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shared rules also run in the reference service (Node): no JSX, and none of the browser's own globals.
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'JSXElement, JSXFragment', message: 'src/shared holds no JSX (ARCHITECTURE.md).' }],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'HTMLElement', 'customElements'].map(
          (name) => ({ name, message: 'src/shared also runs in Node: no browser-only API here (ARCHITECTURE.md).' }),
        ),
      ],
    },
  },
);
