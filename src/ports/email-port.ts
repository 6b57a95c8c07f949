import type { Email, EmailDetail, EmailLabel, EmailQuery, EmailsMeta } from '../domain/apps/email'

/** The emails of a view and the unread counts of inbox and spam. */
export interface EmailList {
  emails: Email[]
  meta: EmailsMeta
}

/** Fields merged into the chosen emails (the mock's update call merges any field but the id). */
export type EmailChange = Partial<Omit<Email, 'id'>>

/**
 * The e-mail app (template-apps §7): `GET /apps/email/emails`, `POST /apps/email/update-emails`,
 * `POST /apps/email/update-emails-label`, `GET /apps/email/get-email`, `GET /apps/email/paginate-email`.
 * The mock has no call that creates an email: compose works on drafts (saved again, or sent into Sent) and
 * a reply is added to the email's thread.
 */
export interface EmailPort {
  listEmails(query: EmailQuery): Promise<EmailList>
  /** Merges the fields into every chosen email (move, read, star, draft edits, replies). */
  updateEmails(ids: readonly number[], change: EmailChange): Promise<Email[]>
  /** Toggles the label on each chosen email (on where it is off, off where it is on). */
  toggleLabel(ids: readonly number[], label: EmailLabel): Promise<Email[]>
  getEmail(id: number): Promise<EmailDetail>
  /** The newer (`previous`, above in the list) or older (`next`) email of the same folder. */
  paginateEmail(id: number, dir: 'previous' | 'next'): Promise<EmailDetail>
}
