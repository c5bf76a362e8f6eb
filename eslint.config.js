import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // Features never import each other (DESIGN.md); shared code never imports features or app.
    files: ['src/components/**', 'src/lib/**', 'src/config/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@/features/*', '@/app/*'] }] },
  },
  {
    // The SPA uses the contract's types only: zod must not reach the bundle. The zod-free value modules
    // (`*.meta`, `id-number`) are the exception, so the forms and the server share one rule.
    files: ['src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@contract/*', '../**/contract/*', '!@contract/*.meta', '!@contract/id-number', '!../**/contract/*.meta', '!../**/contract/id-number'],
              allowTypeImports: true,
              message: 'Import types only from the contract (values only from its zod-free *.meta and id-number modules).',
            },
          ],
        },
      ],
    },
  },
);
