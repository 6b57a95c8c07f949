// Flat config. Besides the usual TypeScript rules it enforces the dependency rule of ARCHITECTURE.md:
// each layer lists the folders it may not import from, and the lint run (part of `npm test`) fails on a breach.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { existsSync, readdirSync } from 'node:fs'

// One zod: its tree-shakable form, `zod/mini` (decision 0242). Classic zod's methods cannot be shaken out, and
// it put about 19 kB gzipped more on every screen with a form. Every config below that sets
// no-restricted-imports (a later one replaces an earlier one's list) carries these paths.
const ONE_ZOD = [
  { name: 'zod', message: "Import zod's tree-shakable form: import * as z from 'zod/mini' (decision 0242)." },
]

const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { paths: ONE_ZOD, patterns: forbidden.map((group) => ({ group: [group], message })) },
    ],
  },
})

const GEN = ['**/gen/**', '**/*_pb', '@bufbuild/*', '@connectrpc/*']

// Test helpers live in src/testing (renderScreen, fakePort, the session fakes, the in-browser mock per test, ...).
// That folder is test-only and stands outside the layers: it assembles the UI, the ports and the mock for tests,
// so it may import any of them (never adapters or generated code). In exchange only tests import it: a test file
// (*.test.ts(x)) or a fixture beside one (test-*.ts). This check has a rule of its own (the typescript-eslint
// twin of no-restricted-imports), so it adds to each layer's rules instead of replacing them.
const TESTS = ['**/*.test.{ts,tsx}', '**/test-*.ts']
const testHelpers = () => [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...TESTS, 'src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: groups(
            ['**/testing/*'],
            'src/testing holds test helpers: only tests (*.test.ts(x)) and test fixtures (test-*.ts) import them.',
          ),
        },
      ],
    },
  },
  layer(
    ['src/testing/**'],
    ['**/adapters/**', '**/composition/**', '**/mock-server/**', ...GEN],
    'src/testing assembles the UI, the ports and the in-browser mock for tests; adapters come from their own tests.',
  ),
]

// Inside src/ui the layers run app → features → shell → kit → components → the ground (decision 0120): a file
// imports its own layer or those below it, never one above, and a feature imports another feature only through
// that feature's index.ts. Relative specifiers are matched by the importing file's depth, so each rule names
// exactly the folders it means; dynamic import() is held to the same rules through no-restricted-syntax.
const UI_LAYERS = [
  ['app', 'prerender'],
  ['features'],
  ['shell'],
  ['kit'],
  ['components'],
  ['theme', 'i18n', 'session', 'runtime'],
]
const UI_ANY = groups(
  ['**/adapters/**', '**/mock/**', '**/composition/**', '**/mock-server/**', ...GEN],
  'src/ui never imports adapters, the mock or generated code: resolve ports from the container (ARCHITECTURE.md).',
)
const LAYER_ORDER = UI_LAYERS.map((folders) => folders.join(', ')).join(' → ')

function groups(forbidden, message) {
  return forbidden.map((group) => ({ group: [group], message }))
}

/** The folders under `dir` (relative paths, `dir` itself as ''), to give each depth its own rule. */
function foldersUnder(dir, prefix = '') {
  if (!existsSync(dir)) return []
  const below = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  return [
    prefix,
    ...below.flatMap((entry) => foldersUnder(`${dir}/${entry.name}`, `${prefix}${entry.name}/`)),
  ]
}

const up = (levels) => `^(\\.\\./){${levels}}`

/** One config per folder depth of `base` (or the given depths): its files may import none of `rules(depth)`. */
function depthRules(
  base,
  rules,
  depths = [...new Set(foldersUnder(base).map((f) => f.split('/').length - 1))],
) {
  return depths.map((depth) => {
    const forbidden = rules(depth)
    return {
      files: [`${base}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { paths: ONE_ZOD, patterns: [...UI_ANY, ...forbidden] }],
        'no-restricted-syntax': [
          'error',
          ...forbidden.map(({ regex, message }) => ({
            selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
            message,
          })),
        ],
      },
    }
  })
}

/** A file `depth` folders inside `src/ui/<folder>` may not import the layers above the folder's. */
function layerRules(folder) {
  const rank = UI_LAYERS.findIndex((folders) => folders.includes(folder))
  const above = UI_LAYERS.slice(0, rank).flat()
  const message = `src/ui/${folder} imports no ${above.join(', ')} file: the UI's layers are ${LAYER_ORDER} (decision 0120).`
  return (depth) => [{ regex: `${up(depth + 1)}(${above.join('|')})(/|$)`, message }]
}

/** Inside feature `name`: no app file, and another feature only through its index.ts. */
function featureRules(name) {
  const message =
    "A feature imports another feature only through that feature's index.ts ('../orders', not '../orders/OrdersList'): lend it there (decision 0120)."
  return (depth) => [
    ...layerRules('features')(depth + 1),
    { regex: `${up(depth + 1)}(?!${name}/)[^./][^/]*/(?!index$).`, message },
    { regex: `${up(depth + 2)}features/(?!${name}/)[^/]+/(?!index$).`, message },
  ]
}

const FEATURES = 'src/ui/features'
const uiLayers = () => [
  { files: ['src/ui/**'], rules: { 'no-restricted-imports': ['error', { paths: ONE_ZOD, patterns: UI_ANY }] } },
  ...UI_LAYERS.slice(2)
    .flat()
    .flatMap((folder) => depthRules(`src/ui/${folder}`, layerRules(folder))),
  // A file beside the feature folders (the fuzz test over several features' forms) belongs to no feature.
  ...depthRules(FEATURES, layerRules('features'), [0]),
  ...readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name }) => depthRules(`${FEATURES}/${name}`, featureRules(name))),
]

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
      'no-restricted-imports': ['error', { paths: ONE_ZOD }],
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
  ...uiLayers(),
  layer(
    ['src/adapters/**'],
    ['**/ui/**', '**/mock/**', '**/mock-server/**', '**/composition/**'],
    'src/adapters implement ports with domain and generated code only (ARCHITECTURE.md).',
  ),
  ...testHelpers(),
  layer(
    ['mock-server/**'],
    ['**/src/ui/**', '**/ui/**', '**/src/adapters/**', '**/src/mock/**'],
    'mock-server may import src/domain and generated code, never the UI (ARCHITECTURE.md).',
  ),
)
