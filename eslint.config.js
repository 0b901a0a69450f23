import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/boundaries.js';
import routes from './scripts/eslint/route-rules.js';
import tests from './scripts/eslint/test-rules.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/artifacts/**', 'bench/results/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      curly: ['error', 'all'],
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // Units (server modules, web features, shared web homes) are imported through their index.ts only.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/public-surface': 'error' },
  },
  {
    // A web component longer than this is split along what its screen shows (tests' describe blocks aside).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 120 }] },
  },
  {
    // The rules of docs/testing.md: no own timeouts, no list assertion that passes on nothing, no wall-clock assertion.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'e2e/tests/**/*.ts'],
    plugins: { tests },
    rules: { 'tests/no-own-timeout': 'error', 'tests/no-vacuous-list-check': 'error', 'tests/no-clock-assertion': 'error' },
  },
  {
    // SQL lives in repositories (docs/architecture.md, "Where SQL lives"): a query builder or a sql`` fragment
    // anywhere else in the server is an error. db/ (the dialect, migrations, prepared statements, LIKE), the
    // database's seeding (demo/, real-data/: bulk first loads) and tests build their own; a service opens a
    // transaction and passes it to repository functions.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      'apps/server/src/db/**',
      'apps/server/src/demo/**',
      'apps/server/src/real-data/**',
      '**/*.test.ts',
      '**/*test-helper*.ts',
      '**/*-fixtures.ts',
      '**/test-*.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
          message: "SQL belongs in the module's *.repository.ts: call a repository function here.",
        },
        {
          selector: 'TaggedTemplateExpression[tag.name="sql"], CallExpression[callee.object.name="sql"]',
          message: "SQL belongs in the module's *.repository.ts (or db/ for the dialect): call a repository function here.",
        },
      ],
    },
  },
  {
    // Functions stay readable (docs/architecture.md): at most 120 lines in the server, the shared rules,
    // the data build, the scripts and the benches, tests and their fixtures and fakes aside; a route
    // handler at most 15 (the rest belongs in a service).
    files: ['apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts', 'dataset/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*test-helper*.ts', '**/*-fixtures.ts', '**/test-*.ts', '**/fake-*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 120 }] },
  },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    plugins: { routes },
    rules: { 'routes/short-handler': 'error' },
  },
  {
    // Migrations receive Kysely<any> by design: they must not depend on today's table types.
    files: ['apps/server/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/server/src/db/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
