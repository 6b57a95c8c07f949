import { useCallback, useEffect, useRef, useState } from 'react'
import type { RecordChange } from '../../../domain/changes'
import type { Page } from '../../../domain/lists'
import { useChangeFeed } from '../live/use-change-feed'

/** What `useLiveRows` needs of a list store. */
export interface LiveRowsStore<Row> {
  state: { totalRows: number; totalPages: number }
  rows: () => readonly Row[]
  peek: () => Promise<{ answer: Page<Row> } | null>
  replaceRows: (items: Row[], totals: { totalRows: number; totalPages: number }) => void
}

export interface LiveRows {
  /** How many records now match the list's query beyond those shown (created, or changed into it). */
  fresh: number
  /** Shows the list's current answer in place: same filters, page, sort and selection; the scroll stays. */
  showFresh: () => void
}

/** How long changes are gathered before the list asks again (a burst of saves is one question). */
const LIVE_ROWS_DELAY_MS = 300

/**
 * A list page that follows the change feed for `collection` (none: it follows nothing):
 * - a change to a row shown is put in place on its row (read from the list's own query again, so the row is
 *   what the list would show), and a deleted row shown leaves the page;
 * - records that now match the query beyond those shown are counted in `fresh`, and `showFresh` shows them,
 *   keeping the person's filters, page and selection (the rows are replaced where they are).
 * `queryKey` changing (another page, filter or sort) forgets what was counted.
 */
export function useLiveRows<Row>(
  store: LiveRowsStore<Row>,
  collection: string | undefined,
  rowId: (row: Row) => string,
  queryKey: string,
  /** The total the list shows now: a load that shows the new records meanwhile leaves nothing to offer. */
  totalRows: number,
): LiveRows {
  const [pendingTotal, setPendingTotal] = useState<number | null>(null)
  const pending = useRef<Page<Row> | null>(null)
  const changes = useRef(new Map<string, RecordChange['kind'] | 'missed'>())
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const latest = useRef({ store, rowId })
  latest.current = { store, rowId }

  useEffect(() => {
    pending.current = null
    changes.current.clear()
    setPendingTotal(null)
  }, [queryKey])
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  const check = useCallback(async () => {
    timer.current = null
    const { store, rowId } = latest.current
    const heard = new Map(changes.current)
    changes.current.clear()
    let peeked: Awaited<ReturnType<typeof store.peek>>
    try {
      peeked = await store.peek()
    } catch {
      return // the list stays as shown; the next change asks again
    }
    if (!peeked) return
    const { answer } = peeked
    const everything = heard.has('*')
    const now = new Map(answer.items.map((row) => [rowId(row), row]))
    const shown = store.rows()
    let removed = 0
    const rows = shown.flatMap((row) => {
      const name = rowId(row)
      const kind = heard.get(name)
      if (kind === 'deleted' && !now.has(name)) {
        removed++
        return []
      }
      return (everything || kind === 'updated') && now.has(name) ? [now.get(name)!] : [row]
    })
    const totals = { totalRows: store.state.totalRows - removed, totalPages: store.state.totalPages }
    if (removed > 0 || rows.some((row, index) => row !== shown[index])) store.replaceRows(rows, totals)
    const beyond = answer.totalRows - totals.totalRows
    pending.current = beyond > 0 ? answer : null
    setPendingTotal(beyond > 0 ? answer.totalRows : null)
  }, [])

  const heard = useCallback(
    (name: string, kind: RecordChange['kind'] | 'missed') => {
      changes.current.set(name, kind)
      timer.current ??= setTimeout(() => void check(), LIVE_ROWS_DELAY_MS)
    },
    [check],
  )
  useChangeFeed(collection ? [collection] : [], {
    change: (change) => heard(change.name, change.kind),
    missed: () => heard('*', 'missed'),
  })

  const showFresh = useCallback(() => {
    const answer = pending.current
    pending.current = null
    setPendingTotal(null)
    if (answer) latest.current.store.replaceRows([...answer.items], answer)
  }, [])

  return { fresh: pendingTotal === null ? 0 : Math.max(0, pendingTotal - totalRows), showFresh }
}
