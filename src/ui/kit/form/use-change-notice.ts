import { useCallback, useEffect, useRef, useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { changedFields, collectionOf, isWatchedName, type RecordChange } from '../../../domain/changes'
import { useChangeFeed } from '../live/use-change-feed'
import type { FormController } from './use-form-controller'

/** What another person's save did to the record under an open form. */
export interface RecordChangedUnderForm {
  actor: string
  at: Date
  kind: RecordChange['kind']
  /** The labels of the fields whose saved values differ from those the form loaded, in the order given. */
  fields: string[]
}

export interface ChangeNoticeControl {
  notice: RecordChangedUnderForm | null
  /** Loads the record's new values into the form (what was typed is replaced). */
  loadNew: () => void
  /** Keeps the form as it is (the notice goes; a save is then checked against the newer version). */
  keepEditing: () => void
}

export interface ChangeNoticeConfig<Values extends FieldValues> {
  controller: FormController<Values>
  /** The record under the form (`orders/42`); none for a new record, which nobody else can change. */
  name: string | undefined
  /** Reads the record as it is now, as form values, and does nothing else (the form's own load may). */
  read: () => Promise<Values>
  /** The fields compared, with the labels the notice names them by. */
  fields: Partial<Record<keyof Values & string, string>>
}

/**
 * The notice of a form whose record another person saved meanwhile (issue 29 item 4): the change feed tells of
 * the save at once; the record is read and compared with what the form loaded, and when a field differs the
 * notice says who, when and which fields, and offers to load the new values or keep editing. The form's own
 * save (in flight, or already loaded back) differs in nothing and says nothing. A delete is told as it is.
 */
export function useChangeNotice<Values extends FieldValues>(
  config: ChangeNoticeConfig<Values>,
): ChangeNoticeControl {
  const [notice, setNotice] = useState<RecordChangedUnderForm | null>(null)
  const latest = useRef(config)
  latest.current = config
  const followed = config.name && isWatchedName(config.name) ? config.name : ''
  useEffect(() => setNotice(null), [followed])

  const changed = useCallback(async (change: RecordChange) => {
    const { controller, read, fields } = latest.current
    if (controller.saving || controller.loading) return
    if (change.kind === 'deleted') {
      setNotice({ actor: change.actor, at: change.at, kind: 'deleted', fields: [] })
      return
    }
    let now: Values
    try {
      now = await read()
    } catch {
      return // a read that fails says nothing; a stale save is still refused by the server
    }
    const loaded = (controller.form.formState.defaultValues ?? {}) as Values
    const names = Object.keys(fields) as (keyof Values & string)[]
    const differ = changedFields(loaded, now, names)
    if (differ.length === 0) return
    setNotice((before) => ({
      actor: change.actor,
      at: change.at,
      kind: 'updated',
      fields: names
        .filter((name) => differ.includes(name) || before?.fields.includes(fields[name] ?? name))
        .map((name) => fields[name] ?? name),
    }))
  }, [])

  useChangeFeed(followed ? [collectionOf(followed)] : [], {
    change: (change) => {
      if (change.name === followed) void changed(change)
    },
  })

  const loadNew = useCallback(() => {
    setNotice(null)
    latest.current.controller.reload()
  }, [])
  const keepEditing = useCallback(() => setNotice(null), [])
  return { notice, loadNew, keepEditing }
}
