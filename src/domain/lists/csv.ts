/** A cell of a CSV file: text, a number, or nothing. */
export type CsvCell = string | number | null | undefined

const NUMBER = /^-?\d+(\.\d+)?$/
/** Text a spreadsheet would run as a formula (CSV injection): it gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/

function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return ''
  const text = typeof cell === 'number' ? (Number.isFinite(cell) ? String(cell) : '') : cell
  if (NUMBER.test(text)) return text
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe
}

/**
 * A CSV file (RFC 4180: comma-separated, CRLF line ends, quotes doubled) of a header and rows. Numbers and
 * numeric text (`-12.50`) are written as they are, so a spreadsheet reads them as numbers; text that would
 * start a formula (`=`, `+`, `-`, `@`) is prefixed with an apostrophe.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** Reads a CSV file back into rows of text (the inverse of `toCsv` for its own output). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      if (char === '\r') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += char
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell])
  return rows
}
