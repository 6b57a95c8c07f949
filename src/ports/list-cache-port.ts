/** An answer kept for reading offline, with the time it was received. */
export interface CachedAnswer {
  savedAt: Date
  value: unknown
}

/**
 * The last answer of each list query, kept on this machine so the last seen lists stay readable offline.
 * Keys name the user, the list and the query; `clear` forgets everything (on sign-out).
 */
export interface ListCachePort {
  read(key: string): CachedAnswer | undefined
  write(key: string, value: unknown): void
  clear(): void
}
