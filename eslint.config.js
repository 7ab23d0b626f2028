import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Imports flow one way: packages/shared <- features <- app. Shared never imports an app; the API and the web
 * never import each other; a web feature never reaches into another feature's internals.
 */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@portal/api', '@portal/web', '**/apps/**'], message: 'shared must not depend on an app' }] }],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@portal/web', '**/apps/web/**', 'react', 'react-dom'], message: 'the API does not import the web app' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@portal/api', '**/apps/api/**', 'fastify', 'kysely', 'pg'], message: 'the web app talks to the API over HTTP only' },
            { group: ['**/app/*', '**/app/**'], message: 'features and lib must not import from app/ (direction: shared -> lib -> features -> app)' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@portal/api', '**/apps/api/**'], message: 'the web app talks to the API over HTTP only' },
            { group: ['**/app/**', '../../app/*'], message: 'features must not import from app/' },
            { regex: '^\\.\\./\\.\\./(?!\\.\\.)[a-z-]+/', message: 'a feature does not import another feature: move the shared piece to components/ or lib/' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/main.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', '**/testing/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
