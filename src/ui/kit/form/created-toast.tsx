import type { TFunction } from 'i18next'
import { toast } from 'sonner'

/** A record a form has just created: the toast's words, the record's name and its page. */
export interface CreatedRecord {
  /** "Customer C1301 · Ann Lee created." */
  message: string
  /** "C1301 · Ann Lee", heard in the Open button's name. */
  name: string
  /** The record's page. */
  href: string
}

/**
 * After a create that stays where it is (a dialog over a list): a toast saying so, with Open to go to the new
 * record. Seen: "Open"; heard: "Open C1301 · Ann Lee" (one text, so the name has no stray space).
 */
export function showCreatedToast(record: CreatedRecord, t: TFunction, open: (href: string) => void) {
  toast.success(record.message, {
    action: {
      label: (
        <>
          <span aria-hidden="true">{t('common:kit.open')}</span>
          <span className="visually-hidden">{t('common:kit.openWhat', { what: record.name })}</span>
        </>
      ),
      onClick: () => open(record.href),
    },
  })
}
