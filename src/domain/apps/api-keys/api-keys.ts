/** What an API key may do (the template's API-key page). */
export const API_KEY_ACCESS = ['full', 'read', 'write'] as const
export type ApiKeyAccess = (typeof API_KEY_ACCESS)[number]

export interface ApiKey {
  id: string
  name: string
  access: ApiKeyAccess
  key: string
  createdAt: string
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
export const API_KEY_LENGTH = 32

/** A key of 32 characters from `random` bytes, in groups of four for reading aloud: `AbC1-...`. */
export function makeApiKey(random: (length: number) => Uint8Array): string {
  const bytes = random(API_KEY_LENGTH)
  const text = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')
  return text.match(/.{1,4}/g)!.join('-')
}

/** A key's display form with all but its last four characters hidden. */
export const maskApiKey = (key: string) => key.replace(/[^-](?=[^]{4})/g, '•')

/** The stored list, read back defensively: anything that is not a well-formed key is dropped. */
export function parseApiKeys(stored: unknown): ApiKey[] {
  if (!Array.isArray(stored)) return []
  return stored.filter(
    (entry): entry is ApiKey =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.id === 'string' &&
      typeof entry.name === 'string' &&
      API_KEY_ACCESS.includes(entry.access) &&
      typeof entry.key === 'string' &&
      typeof entry.createdAt === 'string',
  )
}
