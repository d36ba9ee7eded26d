import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { boundaries } from './eslint/boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...boundaries,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // A bound LIMIT makes SQLite plan the statement again on every run (src/db/limit.ts).
          selector: "CallExpression[callee.property.name='limit'][arguments.0.callee.name!='limitOf']",
          message: 'Pass the LIMIT through limitOf() (src/db/limit.ts): SQLite re-plans a bound LIMIT on every run.',
        },
      ],
    },
  },
  {
    // Decision 091: only auditedWrite records an audit entry, inside the transaction of its write, so
    // the write, its audit entry and its jobs commit together or not at all.
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/src/shared/audited-write.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)audit(\\.ts)?$',
              importNames: ['recordAudit'],
              message:
                'Record audit entries through auditedWrite (src/shared/audited-write.ts): the write, its audit entry and its jobs commit together (docs/decisions/091).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
