/**
 * Versions of records (issue 29, decision 0130). Every record a person edits (orders, invoices, payments,
 * customers, vehicles, the reference records) carries an `etag`: an opaque text the server changes on every
 * write of the record. A client sends back the etag it read with an update or a delete; the server refuses the
 * call when the record has been written since (`aborted`, reason `STALE_RECORD`), so a stale save never
 * overwrites another person's change. A call without an etag is not checked (older clients and scripts).
 */
export interface Versioned {
  /** The version the record was read at; absent on a record not read from the server. */
  etag?: string
}

/** The etag of a record written before versions existed (the seed): its first version. */
export const FIRST_ETAG = '1'

/** `<version>` or `<version>-<base-36 milliseconds of the write>`: what the server gives out. */
const ETAG = /^(\d{1,15})(?:-[0-9a-z]{1,12})?$/

/** The etag a stored record has now: its own, or the first one for data written before versions. */
export const etagOf = (record: Versioned): string => record.etag || FIRST_ETAG

/** Whether a text could be an etag the server gave out (anything else is refused as malformed). */
export const isWellFormedEtag = (text: string): boolean => ETAG.test(text)

/**
 * The etag of the next write of a record whose etag is `previous`: its version plus one, with the time of the
 * write, so a record deleted and made again under the same name never repeats an earlier etag.
 */
export function nextEtag(previous: string | undefined, now: Date): string {
  const version = Number(ETAG.exec(previous || FIRST_ETAG)?.[1] ?? 0)
  return `${version + 1}-${now.getTime().toString(36)}`
}

/** What an update or a delete that sent `sent` may do to a record whose etag is `stored`. */
export function etagCheck(sent: string, stored: string): 'unchecked' | 'current' | 'stale' | 'malformed' {
  const text = sent.trim()
  if (!text) return 'unchecked'
  if (!isWellFormedEtag(text)) return 'malformed'
  return text === stored ? 'current' : 'stale'
}

/**
 * A write refused because the record changed after the person read it: the record, who last wrote it and
 * when (as the server knows them: '' and null when it does not), and its etag now.
 */
export interface RecordConflict {
  name: string
  updatedBy: string
  updateTime: Date | null
  etag: string
}
