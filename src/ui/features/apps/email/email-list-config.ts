import { isEmailLabel, isEmailMailbox, type EmailLabel, type EmailQuery } from '../../../../domain/apps/email'
import type { FilterField, FilterValues, ListQuery } from '../../../../domain/lists'

/**
 * The e-mail app's URL state besides the search: `?folder=sent`, `?label=company` (a label view, across the
 * folders), and `?mail=12`, the open email.
 */
export const EMAIL_LIST_FIELDS: readonly FilterField[] = [
  { key: 'folder', kind: 'select' },
  { key: 'label', kind: 'select' },
  { key: 'mail', kind: 'select' },
]

/** The list's query for the port; unknown values in the URL fall back to the inbox and no label. */
export function emailQueryFrom(query: ListQuery, filters: FilterValues): EmailQuery {
  return {
    q: query.search,
    mailbox: isEmailMailbox(filters.folder) ? filters.folder : 'inbox',
    label: isEmailLabel(filters.label) ? filters.label : undefined,
  }
}

/** The open email's id from the URL, if any. */
export function openEmailId(filters: FilterValues): number | undefined {
  const id = Number(filters.mail)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

/** The colour of each label (as Vuexy's e-mail app shows them). */
export const LABEL_COLORS: Record<EmailLabel, 'success' | 'primary' | 'warning' | 'danger'> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'danger',
}
