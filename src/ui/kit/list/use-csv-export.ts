import { useCallback, useRef, useState } from 'react'
import { toCsv, type CsvCell, type Page } from '../../../domain/lists'

/** The size of each page the export asks for (the server allows up to 1000). */
export const EXPORT_PAGE_SIZE = 500

export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => CsvCell
}

export interface ExportProgress {
  /** Rows fetched so far and rows in all. */
  done: number
  total: number
}

/**
 * Exports every page of a list's current query as CSV: pages are fetched one after another through the
 * port (`loadPage`), with progress, and can be cancelled between pages. Resolves with the file's text, or
 * null when cancelled.
 */
export async function exportAllPages<Row>(
  loadPage: (page: number, perPage: number) => Promise<Page<Row>>,
  columns: readonly CsvColumn<Row>[],
  onProgress: (progress: ExportProgress) => void,
  cancelled: () => boolean,
): Promise<string | null> {
  const rows: Row[] = []
  let page = 1
  let totalPages: number
  do {
    const answer = await loadPage(page, EXPORT_PAGE_SIZE)
    if (cancelled()) return null
    rows.push(...answer.items)
    totalPages = answer.totalPages
    onProgress({ done: rows.length, total: answer.totalRows })
    page++
  } while (page <= totalPages)
  return toCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => column.value(row))),
  )
}

/** Hands a text file to the browser as a download. A BOM tells spreadsheets the CSV is UTF-8. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  downloadBlob(fileName, new Blob(['\uFEFF', text], { type }))
}

/** Hands a file made in the browser (a CSV, a PDF…) to the browser as a download named `fileName`. */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** The export's state for a view: start, progress, cancel, and the failure if one happened. */
export function useCsvExport<Row>(loadPage: (page: number, perPage: number) => Promise<Page<Row>>) {
  const [progress, setProgress] = useState<ExportProgress | null>(null)
  const [error, setError] = useState<unknown>(null)
  const cancelledRef = useRef(false)
  const start = useCallback(
    async (fileName: string, columns: readonly CsvColumn<Row>[]) => {
      cancelledRef.current = false
      setError(null)
      setProgress({ done: 0, total: 0 })
      try {
        const text = await exportAllPages(loadPage, columns, setProgress, () => cancelledRef.current)
        if (text !== null) downloadText(fileName, text)
      } catch (failure) {
        setError(failure)
      } finally {
        setProgress(null)
      }
    },
    [loadPage],
  )
  const cancel = useCallback(() => {
    cancelledRef.current = true
    setProgress(null)
  }, [])
  return { progress, error, start, cancel, running: progress !== null }
}
