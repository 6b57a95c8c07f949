import { describe, expect, it, vi } from 'vitest'
import { parseCsv } from '../../../domain/lists'
import { downloadBlob, exportAllPages, EXPORT_PAGE_SIZE } from './use-csv-export'

const all = Array.from({ length: 1203 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }))
const loadPage = async (page: number, perPage: number) => ({
  items: all.slice((page - 1) * perPage, page * perPage),
  totalRows: all.length,
  totalPages: Math.ceil(all.length / perPage),
})
const columns = [
  { header: 'Id', value: (row: (typeof all)[number]) => row.id },
  { header: 'Name', value: (row: (typeof all)[number]) => row.name },
]

describe('exportAllPages', () => {
  it('walks every page and reports progress', async () => {
    const progress: number[] = []
    const text = await exportAllPages(
      loadPage,
      columns,
      (p) => progress.push(p.done),
      () => false,
    )
    const rows = parseCsv(text!)
    expect(rows).toHaveLength(all.length + 1)
    expect(rows[1]).toEqual(['1', 'Row 1'])
    expect(rows.at(-1)).toEqual(['1203', 'Row 1203'])
    expect(progress).toEqual([EXPORT_PAGE_SIZE, 2 * EXPORT_PAGE_SIZE, 1203])
  })
  it('stops between pages when cancelled', async () => {
    let pages = 0
    const counting = async (page: number, perPage: number) => {
      pages++
      return loadPage(page, perPage)
    }
    const text = await exportAllPages(
      counting,
      columns,
      () => {},
      () => pages >= 1,
    )
    expect(text).toBeNull()
    expect(pages).toBe(1)
  })
})

describe('downloadBlob', () => {
  it('clicks a link to the blob named by the file name, and leaves no link behind', () => {
    const blob = new Blob(['%PDF-'], { type: 'application/pdf' })
    const createObjectURL = vi.fn(() => 'blob:invoice')
    const revokeObjectURL = vi.fn()
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }))
    const clicked: { href: string; download: string }[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download })
    })
    downloadBlob('INV-1.pdf', blob)
    expect(createObjectURL).toHaveBeenCalledWith(blob)
    expect(clicked).toEqual([{ href: 'blob:invoice', download: 'INV-1.pdf' }])
    expect(document.querySelectorAll('a')).toHaveLength(0)
    click.mockRestore()
    vi.unstubAllGlobals()
  })
})
