import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettierOff from 'eslint-config-prettier';
import { boundaries } from './lint/boundaries.js';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Plain Node scripts (scripts/*.mjs): Node's globals, no browser.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Import boundaries (lint/boundaries.js): features, shared code, server modules, ops, the contract.
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts', 'contract/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/zones': 'error' },
  },
  {
    // The SPA imports the contract's values from its zod-free `*.meta.ts` files (and `id-number.ts`, `credit-code.ts`, `routes.ts`) only, and types
    // from anywhere in it: zod must not reach the bundle (tests/unit/bundle-zod.test.ts follows the import graph).
    files: ['src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'The SPA does not ship zod: validate with antd rules built from @contract/*.meta values.' }],
          patterns: [
            {
              group: [
                '@contract/*',
                '../**/contract/*',
                '!@contract/*.meta',
                // The platform console's contract lives one folder down (contract/platform/): its meta files too.
                '!@contract/platform',
                '@contract/platform/*',
                '!@contract/platform/*.meta',
                '!@contract/id-number',
                '!@contract/credit-code',
                '!@contract/routes',
                '!../**/contract/*.meta',
                '!../**/contract/id-number',
                '!../**/contract/credit-code',
                '!../**/contract/routes',
              ],
              allowTypeImports: true,
              message:
                'Import values from @contract/<domain>.meta, @contract/id-number or @contract/credit-code (zod-free); the zod schemas are for types only.',
            },
          ],
        },
      ],
    },
  },
  {
    // A contract meta file is plain values: it imports only other meta files, so it never brings zod along.
    files: ['contract/**/*.meta.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./[\\w-]+\\.meta$)', message: 'A *.meta.ts file imports only other *.meta.ts files.' }] },
      ],
    },
  },
  // Layout is Prettier's (npm run format): no lint rule argues with it.
  prettierOff,
);
