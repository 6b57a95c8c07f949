/**
 * Money and text entry under fuzz (issue: reliability and security): 100,000 random inputs. Half go to the
 * money-entry rule, which must never throw and always give whole minor units; half fill every text field of every
 * form's zod schema, which must answer (valid or not) without throwing, and whose money fields, when valid, read
 * as whole minor units.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ZodMiniType } from 'zod/mini'
import { parseMoneyInput, sanitizeMoneyText } from '../../domain/money'
import { kanbanTaskSchema } from './apps/kanban/kanban-form-values'
import { todoFormDefaults, todoFormSchema } from './apps/todo/todo-form-values'
import { NEW_BENEFICIARY_VALUES, beneficiarySchema } from './beneficiaries/beneficiary-form-values'
import { eventSchema, newEventValues } from './calendar/calendar-form-values'
import { vehicleCorrectionSchema } from './cargoloop/vehicle-correction'
import { NEW_CUSTOMER_VALUES, customerSchema } from './customers/customer-form-values'
import { emptyInvoiceValues, invoiceSchema, newInvoiceLine } from './invoices/invoice-form-values'
import { emptyOrderValues, newDiscount, newItem, newService, orderSchema } from './orders/order-form-values'
import { emptyPaymentValues, newPaymentLine, paymentSchema } from './payments/payment-form-values'
import { NEW_FORMULA_VALUES, formulaSchema } from './references/formula-form-values'
import { NEW_REFERENCE_TYPE_VALUES, referenceTypeSchema } from './references/reference-types'

/** 5,000 fillings each in `npm test`; the full 50,000 in `npm run test:deep` (TEST_DEEP=1). */
const MONEY_RUNS = process.env.TEST_DEEP ? 50_000 : 5_000
const FORM_RUNS = process.env.TEST_DEEP ? 50_000 : 5_000
const today = new Date(2026, 10, 23)

/** Text as people and attackers type it: digits, separators, signs, letters, scripts, huge and empty. */
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.stringMatching(/^[-+$€ 0-9.,']{0,24}$/),
  fc.constantFrom(
    '',
    ' ',
    '-',
    '.',
    '-.',
    '1e308',
    '9'.repeat(40),
    '١٢٣',
    '12,345.678',
    '--5',
    '<script>alert(1)</script>',
  ),
)

/** Each form: its schema and a template of its values, lines included (each string leaf is replaced by fuzz). */
const FORMS: { name: string; schema: ZodMiniType; template: unknown }[] = [
  {
    name: 'order',
    schema: orderSchema,
    template: {
      ...emptyOrderValues([]),
      items: [{ ...newItem(), values: [{ key: '', value: '' }] }],
      services: [newService()],
      discounts: [newDiscount()],
    },
  },
  {
    name: 'invoice',
    schema: invoiceSchema(() => []),
    template: {
      ...emptyInvoiceValues(today),
      items: [newInvoiceLine()],
      parameters: [{ key: '', value: '' }],
    },
  },
  {
    name: 'payment',
    schema: paymentSchema(() => new Map()),
    template: { ...emptyPaymentValues(today), orders: [newPaymentLine()] },
  },
  { name: 'beneficiary', schema: beneficiarySchema, template: NEW_BENEFICIARY_VALUES },
  { name: 'customer', schema: customerSchema, template: NEW_CUSTOMER_VALUES },
  { name: 'reference type', schema: referenceTypeSchema, template: NEW_REFERENCE_TYPE_VALUES },
  {
    name: 'rule',
    schema: formulaSchema,
    template: { ...NEW_FORMULA_VALUES, filters: [{ key: '', value: '' }] },
  },
  { name: 'calendar event', schema: eventSchema, template: newEventValues(today) },
  {
    name: 'vehicle correction',
    schema: vehicleCorrectionSchema,
    template: { cancelled: false, editedDescription: '', editedVin: '' },
  },
  { name: 'to-do', schema: todoFormSchema, template: todoFormDefaults('2026-11-23') },
  {
    name: 'kanban task',
    schema: kanbanTaskSchema,
    template: {
      title: '',
      dueDate: '',
      labels: '',
      assignedTo: [''],
      attachments: [],
      comments: [{ name: '', img: '', comment: '' }],
      coverImage: '',
    },
  },
]

/** Values shaped like `template`, every string leaf random, arrays of 0 to 3 rows like its first row. */
function shaped(template: unknown): fc.Arbitrary<unknown> {
  if (typeof template === 'string') return text
  if (typeof template === 'boolean') return fc.boolean()
  if (Array.isArray(template))
    return template.length ? fc.array(shaped(template[0]), { maxLength: 3 }) : fc.constant([])
  if (template && typeof template === 'object')
    return fc.record(Object.fromEntries(Object.entries(template).map(([key, value]) => [key, shaped(value)])))
  return fc.constant(template)
}

const MONEY_KEYS = new Set(['amount', 'price'])

/** Every money text of a values object (fields named amount or price, at any depth). */
function moneyTexts(values: unknown): string[] {
  if (Array.isArray(values)) return values.flatMap(moneyTexts)
  if (!values || typeof values !== 'object') return []
  return Object.entries(values).flatMap(([key, value]) =>
    MONEY_KEYS.has(key) && typeof value === 'string' ? [value] : moneyTexts(value),
  )
}

const wholeMinorUnits = (value: number) => Number.isSafeInteger(value) && !Object.is(value, -0)

describe('money and text entry under fuzz', () => {
  it(`the money rule reads ${MONEY_RUNS} random texts as whole minor units, the same after cleaning as typed`, () => {
    fc.assert(
      fc.property(text, fc.constantFrom(-3, -2, 0, 2), (typed, exponent) => {
        const value = parseMoneyInput(typed, exponent)
        expect(wholeMinorUnits(value)).toBe(true)
        const cleaned = sanitizeMoneyText(typed, exponent)
        expect(sanitizeMoneyText(cleaned, exponent)).toBe(cleaned)
        expect(parseMoneyInput(cleaned, exponent)).toBe(value)
      }),
      { numRuns: MONEY_RUNS, seed: 20261123 },
    )
  })

  it(`every form's schema answers ${FORM_RUNS} random fillings without throwing, money always whole minor units`, () => {
    const perForm = Math.ceil(FORM_RUNS / FORMS.length)
    const tally: string[] = []
    for (const form of FORMS) {
      let valid = 0
      fc.assert(
        fc.property(shaped(form.template), (values) => {
          const result = form.schema.safeParse(values)
          if (result.success) valid++
          for (const money of moneyTexts(values)) expect(wholeMinorUnits(parseMoneyInput(money))).toBe(true)
        }),
        { numRuns: perForm, seed: 20261123 },
      )
      tally.push(`${form.name}: ${perForm} fillings, ${valid} valid`)
    }
    console.log(`form schemas under fuzz:\n  ${tally.join('\n  ')}`)
    expect(tally).toHaveLength(FORMS.length)
  })
})
