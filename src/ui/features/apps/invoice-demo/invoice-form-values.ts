import * as z from 'zod/mini'
import {
  addDays,
  PAYMENT_METHODS,
  parsePercent,
  parseQuantity,
  type Invoice,
  type InvoiceClient,
  type InvoiceDraft,
  type InvoiceLine,
  type InvoicePayment,
} from '../../../../domain/apps/invoice'
import { formatMoneyInput, parseMoneyInput } from '../../../../domain/money'
import { dayText, MESSAGES, moneyText, requiredText } from '../../../kit/form/schemas'

const DAY = /^\d{4}-\d{2}-\d{2}$/
/** Messages of this app (translation keys with the namespace, as the fields translate them). */
export const INVOICE_MESSAGES = {
  qty: 'invoiceApp:form.qtyInvalid',
  percent: 'invoiceApp:form.percentInvalid',
  dueBeforeIssued: 'invoiceApp:form.dueBeforeIssued',
  email: 'invoiceApp:send.invalidEmail',
  overBalance: 'invoiceApp:payment.overBalance',
} as const

// ---------------------------------------------------------------------------------------------------------------
// Add and edit

const lineSchema = z.object({
  item: requiredText(),
  description: z.string(),
  cost: moneyText(),
  qty: z.string().check(z.refine((text) => parseQuantity(text) !== null, INVOICE_MESSAGES.qty)),
})
const percentText = () =>
  z.string().check(z.refine((text) => parsePercent(text) !== null, INVOICE_MESSAGES.percent))

export const invoiceFormSchema = z
  .object({
    /** The client's name (the select's value). */
    client: requiredText(),
    issuedDate: dayText(),
    dueDate: dayText(),
    lines: z.array(lineSchema).check(z.minLength(1, MESSAGES.atLeastOneLine)),
    discount: percentText(),
    tax: percentText(),
    note: z.string(),
  })
  .check(
    z.refine((values) => !DAY.test(values.issuedDate) || values.dueDate >= values.issuedDate, {
      path: ['dueDate'],
      message: INVOICE_MESSAGES.dueBeforeIssued,
    }),
  )
export type InvoiceFormValues = z.infer<typeof invoiceFormSchema>
export type InvoiceLineValues = InvoiceFormValues['lines'][number]

export const emptyLine = (): InvoiceLineValues => ({ item: '', description: '', cost: '', qty: '1' })

/** A new invoice: issued today, due in 30 days, one empty line. */
export const newInvoiceValues = (today: string): InvoiceFormValues => ({
  client: '',
  issuedDate: today,
  dueDate: addDays(today, 30),
  lines: [emptyLine()],
  discount: '0',
  tax: '0',
  note: '',
})

export const invoiceFormValues = (invoice: Invoice): InvoiceFormValues => ({
  client: invoice.client.name,
  issuedDate: invoice.issuedDate,
  dueDate: invoice.dueDate,
  lines: invoice.lines.map((line) => ({
    item: line.item,
    description: line.description,
    cost: formatMoneyInput(line.cost),
    qty: String(line.qty),
  })),
  discount: String(invoice.discountPercent),
  tax: String(invoice.taxPercent),
  note: invoice.note,
})

/** A line as typed, in domain terms (an unreadable number counts as 0, for live totals while typing). */
export const lineFromValues = (line: Partial<InvoiceLineValues>): InvoiceLine => ({
  item: (line.item ?? '').trim(),
  description: (line.description ?? '').trim(),
  cost: line.cost ? parseMoneyInput(line.cost) : 0,
  qty: parseQuantity(line.qty ?? '') ?? 0,
})

/** The parts of the form the totals are made of, as typed. */
export const totalsInput = (values: {
  lines?: Partial<InvoiceLineValues>[]
  discount?: string
  tax?: string
}) => ({
  lines: (values.lines ?? []).map(lineFromValues),
  discountPercent: parsePercent(values.discount ?? '') ?? 0,
  taxPercent: parsePercent(values.tax ?? '') ?? 0,
})

/** The draft to save; the client is looked up among the offered ones. */
export function draftFromValues(values: InvoiceFormValues, clients: readonly InvoiceClient[]): InvoiceDraft {
  const client = clients.find((c) => c.name === values.client)
  if (!client) throw new RangeError(`unknown client ${values.client}`)
  return {
    issuedDate: values.issuedDate,
    dueDate: values.dueDate,
    client: { ...client },
    note: values.note.trim(),
    ...totalsInput(values),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Send

export const sendSchema = z.object({
  to: z.string().check(z.trim(), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, INVOICE_MESSAGES.email)),
  subject: requiredText(),
  message: requiredText(),
})
export type SendValues = z.infer<typeof sendSchema>

/** The message as a mailto: address the person's mail app opens. */
export const mailtoUrl = (values: SendValues): string =>
  `mailto:${encodeURIComponent(values.to.trim())}?subject=${encodeURIComponent(values.subject)}&body=${encodeURIComponent(values.message)}`

// ---------------------------------------------------------------------------------------------------------------
// Payment

/** A payment above zero and at most `balance` (cents). */
export const paymentSchema = (balance: number) =>
  z.object({
    amount: moneyText({ positive: true }).check(
      z.refine((text) => parseMoneyInput(text) <= balance, INVOICE_MESSAGES.overBalance),
    ),
    date: dayText(),
    method: z.enum(PAYMENT_METHODS),
    note: z.string(),
  })
export type PaymentValues = z.infer<ReturnType<typeof paymentSchema>>

export const newPaymentValues = (balance: number, today: string): PaymentValues => ({
  amount: formatMoneyInput(balance),
  date: today,
  method: 'bankTransfer',
  note: '',
})

export const paymentFromValues = (values: PaymentValues): InvoicePayment => ({
  amount: parseMoneyInput(values.amount),
  date: values.date,
  method: values.method,
  note: values.note.trim(),
})
