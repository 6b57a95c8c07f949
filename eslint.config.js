// Flat config. Besides the usual TypeScript rules it enforces the dependency rule of ARCHITECTURE.md:
// each layer lists the folders it may not import from, and the lint run (part of `npm test`) fails on a breach.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: forbidden.map((group) => ({ group: [group], message })) },
    ],
  },
})

const GEN = ['**/gen/**', '**/*_pb', '@bufbuild/*', '@connectrpc/*']

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'src/gen', 'test-results', 'playwright-report', 'coverage', 'tests/artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  layer(
    ['src/domain/**'],
    ['**/ports/**', '**/adapters/**', '**/ui/**', '**/mock/**', '**/composition/**', '**/mock-server/**', ...GEN, 'react', 'react-*', '@testing-library/*'],
    'src/domain is pure: it imports nothing outside itself (ARCHITECTURE.md, dependency rule).',
  ),
  layer(
    ['src/ports/**'],
    ['**/adapters/**', '**/ui/**', '**/mock/**', '**/composition/**', '**/mock-server/**', ...GEN, 'react', 'react-*'],
    'src/ports imports only src/domain (ARCHITECTURE.md, dependency rule).',
  ),
  layer(
    ['src/ui/**'],
    ['**/adapters/**', '**/mock/**', '**/composition/**', '**/mock-server/**', ...GEN],
    'src/ui never imports adapters, the mock or generated code: resolve ports from the container (ARCHITECTURE.md).',
  ),
  layer(
    ['src/adapters/**'],
    ['**/ui/**', '**/mock/**', '**/mock-server/**', '**/composition/**'],
    'src/adapters implement ports with domain and generated code only (ARCHITECTURE.md).',
  ),
  layer(
    ['mock-server/**'],
    ['**/src/ui/**', '**/ui/**', '**/src/adapters/**', '**/src/mock/**'],
    'mock-server may import src/domain and generated code, never the UI (ARCHITECTURE.md).',
  ),
)
