import * as z from 'zod/mini'
import {
  formatAddressList,
  invalidAddresses,
  parseAddressList,
  type Email,
} from '../../../../domain/apps/email'
import type { EmailChange, NewEmail } from '../../../../ports/email-port'

const INVALID = 'email:compose.invalidAddresses'
const NO_RECIPIENT = 'email:compose.recipientRequired'

/** An address field: comma-separated addresses, each `Name <address>` or a bare address. */
const addresses = z.string().check(z.refine((text) => invalidAddresses(text).length === 0, INVALID))

/** Compose: sending needs a recipient; a draft may be saved without one. */
export const composeSchema = z
  .object({
    intent: z.enum(['send', 'draft']),
    to: addresses,
    cc: addresses,
    bcc: addresses,
    subject: z.string(),
    /** HTML from the rich-text field. */
    message: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.intent === 'send' && parseAddressList(values.to).length === 0)
        ctx.addIssue({ code: 'custom', path: ['to'], message: NO_RECIPIENT })
    }),
  )
export type ComposeValues = z.infer<typeof composeSchema>

/** The form values of a draft, or empty ones for a new email. */
export const composeValues = (draft?: Email): ComposeValues => ({
  intent: 'send',
  to: draft ? formatAddressList(draft.to) : '',
  cc: draft ? draft.cc.join(', ') : '',
  bcc: draft ? draft.bcc.join(', ') : '',
  subject: draft?.subject ?? '',
  message: draft?.message ?? '',
})

const addressesOf = (text: string) => parseAddressList(text).map((person) => person.email)

/** A new email from the form: sent into Sent, or kept in Draft. */
export const composeNew = (values: ComposeValues): NewEmail => ({
  to: parseAddressList(values.to),
  cc: addressesOf(values.cc),
  bcc: addressesOf(values.bcc),
  subject: values.subject.trim(),
  message: values.message,
  folder: values.intent === 'send' ? 'sent' : 'draft',
})

/**
 * The fields a send or a draft save writes into the draft: recipients (named after the people the draft
 * already had), subject, body and the time; a send moves it into Sent.
 */
export function composeChange(values: ComposeValues, draft: Email, now: Date): EmailChange {
  return {
    to: parseAddressList(values.to, draft.to),
    cc: addressesOf(values.cc),
    bcc: addressesOf(values.bcc),
    subject: values.subject.trim(),
    message: values.message,
    time: now.toISOString(),
    isRead: true,
    folder: values.intent === 'send' ? 'sent' : 'draft',
  }
}
