/**
 * Small choices kept on this machine between visits, by key: a list's visible columns, a payment type's
 * distribute-paid setting. `read` answers what was stored, unchecked (the caller validates its shape).
 */
export interface LocalSettingsPort {
  read(key: string): unknown
  write(key: string, value: unknown): void
}
