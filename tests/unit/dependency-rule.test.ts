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
    ['src/ui/features/x/Screen.tsx', "import { createConnectAdapters } from '../../../adapters/connect'\nexport const a = createConnectAdapters\n"],
    ['src/ui/features/x/Screen.tsx', "import { OrderSchema } from '../../../gen/cargo/services/orders_pb'\nexport const a = OrderSchema\n"],
    ['src/domain/money/x.ts', "import { useState } from 'react'\nexport const a = useState\n"],
    ['src/domain/money/x.ts', "import { PORTS } from '../../ports/tokens'\nexport const a = PORTS\n"],
    ['src/ports/x.ts', "import { nativeFetch } from '../adapters/browser/native-fetch'\nexport const a = nativeFetch\n"],
    ['mock-server/x.ts', "import { App } from '../src/ui/app/App'\nexport const a = App\n"],
  ])('%s may not import what the second line names', async (file, source) => {
    expect((await importErrors(file, source)).length).toBeGreaterThan(0)
  })

  it.each([
    ['src/ui/features/x/Screen.tsx', "import { formatMoney } from '../../../domain/money'\nexport const a = formatMoney\n"],
    ['src/adapters/connect/x.ts', "import { OrderSchema } from '../../gen/cargo/services/orders_pb'\nexport const a = OrderSchema\n"],
    ['mock-server/x.ts', "import { usd } from '../src/domain/money'\nexport const a = usd\n"],
  ])('%s may import its allowed layer', async (file, source) => {
    expect(await importErrors(file, source)).toHaveLength(0)
  })
})
