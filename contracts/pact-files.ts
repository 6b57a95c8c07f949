import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const PACT_DIR = path.resolve(import.meta.dirname, 'pacts')

export interface PactBody {
  content?: unknown
  contentType?: string
  encoded?: boolean | string
}

export interface PactInteraction {
  description: string
  providerStates?: { name: string }[]
  request: { method: string; path: string; body?: PactBody }
  response: { status: number; body?: PactBody }
}

export interface PactFile {
  file: string
  consumer: { name: string }
  provider: { name: string }
  interactions: PactInteraction[]
}

/** Every pact file in contracts/pacts. */
export function readPactFiles(): PactFile[] {
  return readdirSync(PACT_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = path.join(PACT_DIR, name)
      return { file, ...(JSON.parse(readFileSync(file, 'utf8')) as Omit<PactFile, 'file'>) }
    })
}
