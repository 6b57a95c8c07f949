/** The `:id` of an address: null when absent, NaN when not a whole number (read as not found). */
export const invoiceIdParam = (text: string | undefined): number | null =>
  text === undefined || text === '' ? null : /^\d+$/.test(text) ? Number(text) : Number.NaN
