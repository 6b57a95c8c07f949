import { useFormContext } from 'react-hook-form'
import { parseStoredDraft, toStoredDraft, type FormDraft } from '../../../domain/drafts'
import type { LocalSettingsPort } from '../../../ports/local-settings-port'

/** The drafts of forms, in the settings kept on this machine (local storage), one per key (`draftKey`). */
export interface DraftStore {
  read(key: string): FormDraft | null
  write(key: string, draft: FormDraft): void
  remove(key: string): void
}

export function createDraftStore(settings: LocalSettingsPort): DraftStore {
  return {
    read: (key) => parseStoredDraft(settings.read(key)),
    write: (key, draft) => settings.write(key, toStoredDraft(draft)),
    remove: (key) => settings.write(key, undefined),
  }
}

/** The fields of each form kept out of its drafts, by the form's control (see `useKeepOutOfDrafts`). */
const keptOut = new WeakMap<object, Set<string>>()

/** The names of the fields of the form with this control that are never written to a draft. */
export function fieldsKeptOutOfDrafts(control: object): ReadonlySet<string> {
  return keptOut.get(control) ?? new Set()
}

/**
 * The field-level opt-out of drafts: a field that calls this (password fields always, card numbers and
 * security codes through `TextField`'s `keepOutOfDrafts`) is never written to the form's draft.
 */
export function useKeepOutOfDrafts(name: string, keep = true): void {
  const { control } = useFormContext()
  if (!keep) return
  let names = keptOut.get(control)
  if (!names) keptOut.set(control, (names = new Set()))
  names.add(name)
}
