import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The dependency rule of ARCHITECTURE.md is a lint rule; these cases prove it fires (and does not over-fire).
const eslint = new ESLint({ cwd: process.cwd() })

async function importErrors(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: file })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports')
}

describe('dependency rule', () => {
  it.each([
    [
      'src/ui/features/x/Screen.tsx',
      "import { createConnectAdapters } from '../../../adapters/connect'\nexport const a = createConnectAdapters\n",
    ],
    [
      'src/ui/features/x/Screen.tsx',
      "import { OrderSchema } from '../../../gen/cargo/services/orders_pb'\nexport const a = OrderSchema\n",
    ],
    ['src/domain/money/x.ts', "import { useState } from 'react'\nexport const a = useState\n"],
    ['src/domain/money/x.ts', "import { PORTS } from '../../ports/tokens'\nexport const a = PORTS\n"],
    [
      'src/ports/x.ts',
      "import { nativeFetch } from '../adapters/browser/native-fetch'\nexport const a = nativeFetch\n",
    ],
    ['mock-server/x.ts', "import { App } from '../src/ui/app/App'\nexport const a = App\n"],
  ])('%s may not import what the second line names', async (file, source) => {
    expect((await importErrors(file, source)).length).toBeGreaterThan(0)
  })

  it.each([
    [
      'src/ui/features/x/Screen.tsx',
      "import { formatMoney } from '../../../domain/money'\nexport const a = formatMoney\n",
    ],
    [
      'src/adapters/connect/x.ts',
      "import { OrderSchema } from '../../gen/cargo/services/orders_pb'\nexport const a = OrderSchema\n",
    ],
    ['mock-server/x.ts', "import { usd } from '../src/domain/money'\nexport const a = usd\n"],
  ])('%s may import its allowed layer', async (file, source) => {
    expect(await importErrors(file, source)).toHaveLength(0)
  })
})

/** What the import rules say about `source` in `file` (static imports and dynamic import() alike). */
async function importMessages(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: file })
  return (result?.messages ?? [])
    .filter(
      (message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax',
    )
    .map((message) => message.message)
}

// The layers inside src/ui (decision 0120): app → features → shell → kit → components → theme, i18n, session,
// runtime; a feature borrows from another only through that feature's index.ts.
describe('layers inside the UI', () => {
  const KIT = 'src/ui/kit imports no app, prerender, features, shell file'
  const SHELL = 'src/ui/shell imports no app, prerender, features file'
  const FEATURE = "A feature imports another feature only through that feature's index.ts"
  it.each([
    ['src/ui/kit/list/x.ts', "import { OrdersList } from '../../features/orders'", KIT],
    ['src/ui/kit/primitives/x.tsx', "import { cartState } from '../../shell/cart-store'", KIT],
    ['src/ui/kit/x.ts', "import { SCREENS } from '../app/screens'", KIT],
    ['src/ui/shell/x.tsx', "import { OrdersList } from '../features/orders'", SHELL],
    ['src/ui/shell/dev-tools/x.tsx', "import { SCREENS } from '../../app/screens'", SHELL],
    ['src/ui/features/customers/x.tsx', "import { OrdersList } from '../orders/OrdersList'", FEATURE],
    [
      'src/ui/features/catalogue/pages/x.tsx',
      "import { customerOptions } from '../../shared/reference-options'",
      FEATURE,
    ],
    ['src/ui/features/customers/x.ts', "export const load = () => import('../orders/OrdersList')", FEATURE],
    [
      'src/ui/features/orders/x.ts',
      "import { SCREENS } from '../../app/screens'",
      'src/ui/features imports no app, prerender file',
    ],
    ['src/ui/session/x.ts', "import { queryCache } from '../kit/query-cache'", 'src/ui/session imports no'],
  ])('%s may not say %s', async (file, source, message) => {
    expect(await importMessages(file, `${source}\nexport const a = 1\n`)).toEqual([
      expect.stringContaining(message),
    ])
  })

  it.each([
    ['src/ui/features/customers/x.tsx', "import { OrdersList } from '../orders'"],
    ['src/ui/features/customers/x.tsx', "import { OrdersList } from '../orders/index'"],
    ['src/ui/features/apps/shop/x.tsx', "import { INVOICE_PATHS } from '../invoice-demo/invoice-ui'"],
    ['src/ui/features/pages/content/x.tsx', "import { AuthCard } from '../../auth'"],
    ['src/ui/features/orders/screens.ts', "export const load = () => import('./OrdersListPage')"],
    ['src/ui/features/orders/x.ts', "import { cartState } from '../../shell/cart-store'"],
    ['src/ui/shell/x.tsx', "import { queryCache } from '../kit/query-cache'"],
    ['src/ui/kit/form/x.ts', "import { session } from '../../session/session'"],
  ])('%s may say %s', async (file, source) => {
    expect(await importMessages(file, `${source}\nexport const a = 1\n`)).toEqual([])
  })
})

// src/testing is test-only: tests and their fixtures import it, nothing else does; it never reaches adapters.
describe('test helpers', () => {
  const TEST_ONLY = 'src/testing holds test helpers'
  async function messages(file: string, source: string) {
    const [result] = await eslint.lintText(`${source}\nexport const a = 1\n`, { filePath: file })
    return (result?.messages ?? [])
      .filter((message) => /no-restricted-(imports|syntax)$/.test(message.ruleId ?? ''))
      .map((message) => message.message)
  }
  it.each([
    [
      'src/ui/features/orders/OrdersList.tsx',
      "import { renderScreen } from '../../../testing/render-screen'",
      TEST_ONLY,
    ],
    ['src/ports/x.ts', "import { fakePort } from '../testing/fake-port'", TEST_ONLY],
    [
      'src/testing/x.ts',
      "import { createConnectAdapters } from '../adapters/connect'",
      'src/testing assembles',
    ],
  ])('%s may not say %s', async (file, source, message) => {
    expect(await messages(file, source)).toEqual([expect.stringContaining(message)])
  })
  it.each([
    [
      'src/ui/features/orders/OrdersList.test.tsx',
      "import { renderScreen } from '../../../testing/render-screen'",
    ],
    ['src/ui/features/customers/test-customers.ts', "import { fakePort } from '../../../testing/fake-port'"],
    ['src/adapters/http/x.test.ts', "import { testUser } from '../../testing/session-fakes'"],
    ['src/testing/x.ts', "import { startMock } from '../mock'"],
  ])('%s may say %s', async (file, source) => {
    expect(await messages(file, source)).toEqual([])
  })
})
