import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/boundaries.js';
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
    // The rules of docs/testing.md: no own timeouts, no list assertion that passes on nothing, no wall-clock assertion.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'e2e/tests/**/*.ts'],
    plugins: { tests },
    rules: { 'tests/no-own-timeout': 'error', 'tests/no-vacuous-list-check': 'error', 'tests/no-clock-assertion': 'error' },
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
