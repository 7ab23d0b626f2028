import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The import rule of an API folder: never the web app, plus the folder's own limits. Each block restates the whole
 * rule because, in a flat config, a later block's options replace an earlier one's for the files both match.
 */
const apiImports = (...patterns) => [
  'error',
  { patterns: [{ group: ['@portal/web', '**/apps/web/**', 'react', 'react-dom'], message: 'the API does not import the web app' }, ...patterns] },
];

/** What a module's runtime code may not import: another module's internals, the seed, the institution plugin. */
const moduleBoundaries = [
  { regex: '^\\.\\./(?!\\.\\.)[a-z-]+/(?!index\\.ts$|[a-z-]+\\.tables\\.ts$)', message: "another module's internals: import its index.ts (move what you need into its public entry)" },
  {
    regex: '^\\.\\./\\.\\./(?!\\.\\.)(?!(lib|db|mail|plugins|policies|testing)/)[a-z-]+/(?!index\\.ts$|[a-z-]+\\.tables\\.ts$)',
    message: "another module's internals: import its index.ts (move what you need into its public entry)",
  },
  { group: ['**/db/seed/**'], message: 'runtime code does not import seed files: shared constants live in @portal/shared' },
  { group: ['**/plugins/institution.ts'], message: 'the Institution type lives in lib/institution.ts; the plugin only resolves it' },
];

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
      'no-restricted-imports': apiImports(),
    },
  },
  {
    // The caller's institution and a row's owner are applied in one place (lib/scoped.ts), so no query can forget
    // them or compare them with the wrong value. Joins between two columns (onRef, whereRef, `a.x = b.x` in raw SQL)
    // and shared rows (`is null`) stay allowed. Exceptions carry an eslint-disable comment saying why: today only
    // the staff candidates list reading the degrees of a page of candidates at once (`candidate_id in`).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.factory.ts', '**/*.testing.ts', '**/testing/**', 'apps/api/src/db/**', 'apps/api/src/lib/scoped.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(where|on)$/][arguments.0.value=/institution_id$/][arguments.1.value='=']",
          message: "scope a query to the caller's institution with inInstitution / sameInstitution of lib/scoped.ts",
        },
        {
          selector: "CallExpression[callee.property.name=/^(where|on)$/][arguments.0.value=/(^|\\.)(user_id|candidate_id|owner_user_id)$/]",
          message: "keep a query to its owner's rows with ownedBy / sameOwner of lib/scoped.ts",
        },
        {
          selector: "CallExpression[callee.name='eb'][arguments.0.value=/(^|\\.)(user_id|candidate_id|owner_user_id|institution_id)$/][arguments.1.value='=']",
          message: 'compare an owner or an institution with ownedBy / sameOwner / sameInstitution of lib/scoped.ts',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/(user_id|candidate_id|institution_id)\\s*(=|<>|!=|in)\\s*\\(?$/]",
          message: 'a raw SQL owner or institution predicate: interpolate sameOwner / sameInstitution of lib/scoped.ts instead',
        },
      ],
    },
  },
  {
    // A module of the API uses another only through its public entry (modules/<feature>/index.ts). Test code
    // (tests, factories, testing helpers, the access tables the guards read) may build data through any module.
    files: ['apps/api/src/modules/*/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.factory.ts', '**/*.testing.ts', '**/*.access.ts'],
    rules: {
      'no-restricted-imports': apiImports(
        ...moduleBoundaries,
      ),
    },
  },
  {
    // Routes turn a call into a service call and a presenter; the SQL is reached only through a service.
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': apiImports(
        ...moduleBoundaries,
        { group: ['**/*.repository.ts'], message: 'a route calls a service, which calls the repository' },
      ),
    },
  },
  {
    // The request plumbing of lib/ is below the plugins: it reads the institution's type, not the plugin.
    files: ['apps/api/src/lib/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': apiImports(
        { group: ['**/plugins/institution.ts'], message: 'the Institution type lives in lib/institution.ts; the plugin only resolves it' },
      ),
    },
  },
  {
    // Preparing a database (migrations, reference and demo data) needs nothing of the sign-in code: the demo
    // password's hash is written in db/seed/demo-password.ts.
    files: ['apps/api/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': apiImports(
        { group: ['**/lib/passwords.ts'], message: 'the database layer does not hash passwords: see db/seed/demo-password.ts' },
      ),
    },
  },
  {
    // A factory builds its rows itself: the demo seed may change without moving what a test stands on. Ids of
    // the reference catalogs are written down and checked by a test beside the factory.
    files: ['apps/api/src/**/*.factory.ts'],
    rules: {
      'no-restricted-imports': apiImports(
        { group: ['**/db/seed/**'], message: 'a factory does not import the seed: build the rows here, or name reference ids checked by a test' },
      ),
    },
  },
  {
    // Query keys come from factories: a feature's own in features/<feature>/query-keys.ts, the ones several features
    // share (the prefixes a write of one feature invalidates another's data by) in lib/query-keys.ts. A key written
    // inline is one that no invalidation can find.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/lib/query-keys.ts', 'apps/web/src/features/*/query-keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: "query keys come from the factories: the feature's own query-keys.ts, or lib/query-keys.ts for those several features share",
        },
      ],
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
  // One block a feature, so the rule knows which feature is "own": another feature is out of reach by the alias
  // (@/features/other) and by a relative path (../../other). The import-graph test (apps/web/src/testing) checks
  // every form, and cycles.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@portal/api', '**/apps/api/**'], message: 'the web app talks to the API over HTTP only' },
            { group: ['**/app/**', '../../app/*', '@/app/*', '@/app/**'], message: 'features must not import from app/' },
            {
              regex: `^(@/features/(?!${feature}/)|(\\.\\./)+features/|\\.\\./\\.\\./(?!\\.\\.)(?!${feature}/)[a-z-]+/)`,
              message: 'a feature does not import another feature: move the shared piece to components/ or lib/',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/main.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', '**/testing/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
