import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type * as z from 'zod/mini'
import { useSnapshot } from 'valtio'
import {
  DRAFT_WRITE_DELAY_MS,
  draftKey,
  formSignature,
  sameValues,
  withoutFields,
} from '../../../domain/drafts'
import { changedFields, collectionOf, isWatchedName } from '../../../domain/changes'
import { asPortError, type PortError } from '../../../ports/errors'
import { PORTS } from '../../../ports/tokens'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { withoutGuard } from '../../runtime/navigation-guard'
import { session } from '../../session/session'
import { resolvePort } from '../../runtime/use-port'
import { useRetryWhenReachable } from '../actions/use-retry-when-reachable'
import { useChangeFeed } from '../live/use-change-feed'
import { useLoad } from '../use-load'
import { showCreatedToast, type CreatedRecord } from './created-toast'
import { createDraftStore, fieldsKeptOutOfDrafts, type DraftStore } from './draft-store'
import { formLineOf, placeViolations, useWordViolation } from './server-errors'

export interface FormControllerConfig<Values extends FieldValues, Result> {
  /** The form's rules (built from domain rules); its messages are translation keys. */
  schema: z.ZodMiniType<Values, FieldValues>
  /** The values of a new record. */
  defaults: Values
  /** Loads the record being edited as form values; absent for a new record. */
  load?: () => Promise<Values>
  /** A key that reloads the record when it changes (the record's name). */
  loadKey?: string
  /**
   * The record the form edits: its resource name (`customers/C1001`) and how to read it as it is now, as form
   * values, keeping nothing (what a save sends stays the version the person started from); none for a new
   * record. When the change feed carries its collection, the form tells at once when someone else saves or
   * deletes it (issue 29 item 4, decision 0190): who, when, the fields they changed, their values beside the
   * person's (`conflict`, reason `changed` or `deleted`).
   */
  record?: { name: string; read: () => Promise<Values> }
  /**
   * The record as the server has it now, as form values, read after a save was refused because someone else
   * changed the record (`aborted`, decision 0131). Reading it must also make the next save send the record's
   * new etag (the screen keeps the record it read, as `load` does). `load` when absent; a form with neither
   * shows the refusal without the other person's values.
   */
  loadLatest?: () => Promise<Values>
  /** Saves; `requestId` is one per save action, the same again when that action is retried. */
  save: (values: Values, options: { requestId: string }) => Promise<Result>
  /** Where to go after a successful save (the record's view), if anywhere. */
  redirectTo?: (result: Result) => string | undefined
  /** Runs after a successful save (a toast). */
  onSaved?: (result: Result) => void
  /**
   * The record a create (a form without `load`) made: its words, name and page. Unless `redirectTo` goes
   * somewhere, the kit then toasts the message with Open, which goes to the new record (issue 32 item 9), so a
   * create in a dialog over a list never leaves the person looking for what they made.
   */
  created?: (result: Result) => CreatedRecord
  /** The entity prefix of the server's field paths (`order` in `order.items.0.amount`). */
  entity?: string
  /** A new request id; crypto.randomUUID by default. */
  newRequestId?: () => string
  /** `false`: keep no draft of this form (it creates or edits nothing worth keeping). */
  draft?: false
}

/** The form's draft (issue 25 item 3), offered by the view that shows `DraftPrompt`. */
export interface FormDraftControl {
  /** A draft kept from earlier, not yet restored or discarded: when it was typed. */
  offer: { savedAt: Date } | null
  /** Puts the draft's values in the form (Save then saves them) and keeps drafting. */
  restore: () => void
  /** Forgets the draft and keeps the form as it is. */
  discard: () => void
  /** Turns drafts on while the view that offers them is shown; returns the function that turns them off. */
  attach: () => () => void
}

export interface FormController<Values extends FieldValues> {
  form: UseFormReturn<Values>
  /** Loading the record to edit. */
  loading: boolean
  /** The load failed (the record is missing or may not be read, or the server could not be reached). */
  loadError: PortError | null
  /** Loads the record again after a failed load (the view's Try again). */
  reload: () => void
  saving: boolean
  /** Why the last save failed, beyond what is shown on fields. */
  /**
   * The failed save: the error, the server's details no field could show, and the refusals placed on a line of
   * a line editor (`items.2.itemName` → list `items`, line 3), which the summary names too.
   */
  saveError: {
    error: PortError
    details: string[]
    lines?: { list: string; line: number; message: string }[]
  } | null
  /** The form's submit handler: validates, saves once (a second submit while saving is ignored). */
  submit: (event?: { preventDefault?: () => void }) => Promise<void>
  /** Whether leaving should ask first. */
  hasUnsavedChanges: boolean
  draft: FormDraftControl
  /**
   * Someone else changed the record after the form read it: a save was refused as stale (decision 0131; the next
   * save sends the new etag), or the change feed told of their save or delete before any save (`record`, decision
   * 0190): who and when, and their values; the form keeps everything typed.
   */
  conflict: FormConflict<Values> | null
}

/**
 * Another person's change of the record under the form (see `FormController.conflict`): who and when, and their
 * record beside the person's values.
 */
export interface FormConflict<Values extends FieldValues> {
  /**
   * `refused`: a save was refused as stale; `changed`: the change feed told of their save before any save of the
   * person's; `deleted`: the feed told that they deleted the record (no values to show).
   */
  reason: 'refused' | 'changed' | 'deleted'
  /** Who changed the record last and when, as the server said ('' and null when it did not). */
  changedBy: string
  changedAt: Date | null
  /** The record as the server has it now, as form values; null when it was deleted. */
  theirs: Values | null
  /** The fields they changed: where their values differ from those the form started from (the form's names). */
  changed: string[]
  /** Puts their value of one field in the form (the person's other values stay). */
  useTheirs: (field: Path<Values>) => void
  /**
   * Puts all their values in the form (the person's typing on this form is dropped) and takes their version: the
   * next save sends its etag.
   */
  loadTheirs: () => void
  /**
   * Puts the panel away and keeps the form as it is. After a refusal the next save sends their etag; after a
   * notice it still sends the version the person started from, so the server refuses it and shows the panel.
   */
  keepEditing: () => void
}

function draftStore(): DraftStore | null {
  try {
    return createDraftStore(resolvePort(PORTS.localSettings))
  } catch {
    return null // a harness without settings: no drafts
  }
}

/**
 * The headless controller of a form screen: loads the record (edit) or takes the defaults (add), builds the
 * react-hook-form instance from a zod schema, saves with one X-RequestId per save action (reused when the
 * same values are submitted again after a failure), puts the server's field violations on the fields they
 * name, keeps everything typed when a save fails, and navigates after success (or, after a create that stays
 * where it is, toasts with Open to the new record: `created`).
 *
 * Drafts: while the view that offers them is shown (`DraftPrompt`, in `FormView` and `FormDialog`), what is
 * typed is written as a draft a moment after typing pauses (and when the page is hidden or the form closes),
 * under the signed-in user, the form (its address and fields) and the record. Opening the form again offers
 * the draft to restore or discard; saving or discarding removes it; fields kept out of drafts
 * (`useKeepOutOfDrafts`: passwords, card numbers) are never written.
 */
export function useFormController<Values extends FieldValues, Result>(
  config: FormControllerConfig<Values, Result>,
): FormController<Values> {
  const form = useForm<Values>({
    resolver: zodResolver(config.schema as never),
    defaultValues: config.defaults as DefaultValues<Values>,
    mode: 'onTouched',
  })
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState<FormController<Values>['saveError']>(null)
  const [stale, setStale] = useState<
    | (Omit<FormConflict<Values>, 'changedBy' | 'changedAt' | 'useTheirs' | 'loadTheirs' | 'keepEditing'> & {
        by: string
        at: Date | null
      })
    | null
  >(null)

  /**
   * Reads the record as the server has it now (which also gives the next save its etag) and shows it beside the
   * person's values, whose typing stays (a refused save, decision 0131); false when there is nothing to read it
   * with or the read failed.
   */
  const showRefusal = useCallback(
    async (by: string, at: Date | null): Promise<boolean> => {
      const latest = configRef.current.loadLatest ?? configRef.current.load
      if (!latest) return false
      try {
        const theirs = await latest()
        const changed = changedFields(baseline.current, theirs)
        baseline.current = theirs
        form.reset(theirs, { keepValues: true, keepDirty: false })
        setStale({ reason: 'refused', by, at, theirs, changed })
        return true
      } catch {
        return false
      }
    },
    [form],
  )
  const inFlight = useRef(false)
  const action = useRef<{ key: string; requestId: string } | null>(null)
  const configRef = useRef(config)
  configRef.current = config
  const { reset } = form
  const [location, navigate] = useLocation()
  const { userData, resumed } = useSnapshot(session)
  const { t } = useTranslation()
  const word = useWordViolation()

  // Drafts: the key, the values the form started from (a draft equal to them is none), and the writer.
  const store = useMemo(() => (config.draft === false ? null : draftStore()), [config.draft])
  const fieldNames = Object.keys(config.defaults as object).join(',')
  const key = useMemo(
    () => draftKey(userData?.username, `${location}#${formSignature(fieldNames.split(','))}`, config.loadKey),
    [userData?.username, location, fieldNames, config.loadKey],
  )
  const baseline = useRef<Values>(config.defaults)
  const [attached, setAttached] = useState(0)
  const [offer, setOffer] = useState<{ key: string; savedAt: Date; values: Record<string, unknown> } | null>(
    null,
  )
  const pendingWrite = useRef<ReturnType<typeof setTimeout> | null>(null)

  // The record's values, loaded again when the key changes; the answer becomes the fields and the baseline.
  const {
    loading,
    error: loadError,
    reload,
  } = useLoad<Values | null>(
    config.load ? () => configRef.current.load!() : null,
    config.loadKey ?? '',
    null,
    {
      onAnswer: (values) => {
        if (!values) return
        baseline.current = values
        reset(values)
        setStale(null)
      },
    },
  )
  // A load that failed for want of a server or a session is tried again by itself when either comes back.
  useRetryWhenReachable(
    loadError,
    useCallback(async () => reload(), [reload]),
  )

  const draftable = Boolean(store && key && attached > 0 && !loading && !loadError)

  /** Writes the form's values as the draft now (or removes the draft when they are back to the start). */
  const writeDraft = useCallback(() => {
    if (pendingWrite.current) clearTimeout(pendingWrite.current)
    pendingWrite.current = null
    if (!store || !key) return
    const keptOut = fieldsKeptOutOfDrafts(form.control)
    const values = withoutFields(form.getValues() as Record<string, unknown>, keptOut)
    if (sameValues(values, withoutFields(baseline.current as Record<string, unknown>, keptOut)))
      store.remove(key)
    else store.write(key, { savedAt: new Date(), values })
  }, [store, key, form])

  function forgetDraft() {
    if (pendingWrite.current) clearTimeout(pendingWrite.current)
    pendingWrite.current = null
    if (store && key) store.remove(key)
  }

  // Opening the form: a draft kept from earlier is offered (one equal to the form's start is dropped).
  useEffect(() => {
    if (!draftable || !store || !key) return
    const kept = store.read(key)
    if (!kept) return
    const keptOut = fieldsKeptOutOfDrafts(form.control)
    const start = withoutFields(baseline.current as Record<string, unknown>, keptOut)
    if (sameValues(kept.values, start)) store.remove(key)
    // A dialog closed and opened again still shows what was typed: nothing to offer, drafting goes on.
    else if (!sameValues(kept.values, withoutFields(form.getValues() as Record<string, unknown>, keptOut)))
      setOffer({ key, ...kept })
  }, [draftable, store, key, form])

  const offered = offer && offer.key === key ? offer : null

  // Typing: the draft is written once typing pauses, and at once when the page is hidden or the form closes.
  // Nothing is written while a kept draft waits for an answer (it would be overwritten before it is seen).
  useEffect(() => {
    if (!draftable || offered) return
    const subscription = form.watch(() => {
      if (pendingWrite.current) clearTimeout(pendingWrite.current)
      pendingWrite.current = setTimeout(writeDraft, DRAFT_WRITE_DELAY_MS)
    })
    const flush = () => {
      if (pendingWrite.current) writeDraft()
    }
    window.addEventListener('pagehide', flush)
    return () => {
      subscription.unsubscribe()
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [draftable, offered, form, writeDraft])

  const attach = useCallback(() => {
    setAttached((count) => count + 1)
    return () => setAttached((count) => count - 1)
  }, [])
  const draft: FormDraftControl = {
    offer: offered ? { savedAt: offered.savedAt } : null,
    restore: () => {
      if (!offered) return
      form.reset({ ...form.getValues(), ...offered.values } as Values, { keepDefaultValues: true })
      setOffer(null)
    },
    discard: () => {
      forgetDraft()
      setOffer(null)
    },
    attach,
  }

  const save = useCallback(
    async (values: Values) => {
      if (inFlight.current) return
      inFlight.current = true
      const { save, redirectTo, onSaved, created, load, entity, newRequestId } = configRef.current
      const key = JSON.stringify(values)
      if (action.current?.key !== key) {
        action.current = { key, requestId: (newRequestId ?? (() => globalThis.crypto.randomUUID()))() }
      }
      setSaving(true)
      setSaveError(null)
      try {
        const result = await save(values, { requestId: action.current.requestId })
        action.current = null
        setStale(null)
        forgetDraft()
        baseline.current = values
        reset(values)
        onSaved?.(result)
        const to = redirectTo?.(result)
        if (to) withoutGuard(() => navigate(to))
        else if (!load && created)
          showCreatedToast(created(result), t, (href) => withoutGuard(() => navigate(href)))
      } catch (failure) {
        const error = asPortError(failure)
        if (error.code === 'aborted' && (configRef.current.loadLatest ?? load)) {
          // Someone else saved the record first: their values are read (and with them the etag the next save
          // sends) and shown beside the person's, who keeps everything typed (decision 0131). If their record
          // cannot be read, the refusal stays shown, with Save to try again.
          setSaveError({ error, details: [] })
          const shown = await showRefusal(error.conflict?.updatedBy ?? '', error.conflict?.updateTime ?? null)
          if (shown) setSaveError(null)
          return
        }
        const mounted = (form.control as unknown as { _names?: { mount?: Set<string> } })._names?.mount
        const mountedPaths = [...(mounted ?? [])]
        const { onFields, onLines, elsewhere } = placeViolations(
          error.fieldViolations,
          (path) => mounted?.has(path) ?? false,
          entity,
          word,
          (list, line) => mountedPaths.some((path) => path.startsWith(`${list}.${line - 1}.`)),
        )
        for (const { path, message } of onFields) {
          form.setError(path as Path<Values>, { type: 'server', message }, { shouldFocus: false })
        }
        const first = onFields[0]
        if (first) form.setFocus(first.path as Path<Values>)
        const lines = [
          ...onFields.flatMap(({ path, message }) => {
            const line = formLineOf(path)
            return line ? [{ ...line, message }] : []
          }),
          ...onLines,
        ]
        setSaveError({ error, details: elsewhere, lines })
      } finally {
        inFlight.current = false
        setSaving(false)
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- forgetDraft reads refs and the current key
    [form, reset, navigate, key, t, word, showRefusal],
  )

  const submit = useCallback(
    async (event?: { preventDefault?: () => void }) => {
      event?.preventDefault?.()
      if (inFlight.current) return
      await form.handleSubmit(save)()
    },
    [form, save],
  )

  // Someone else saves or deletes the record under the form (issue 29 item 4): told at once, with the fields that
  // differ from the version the form started from (which stays the one a save sends). Changes heard while the
  // form loads or saves are not compared: they are about to be shown, or the form's own (a save overtaken by
  // another is refused by the record's version and shown the same way).
  const followed = config.record && isWatchedName(config.record.name) ? config.record.name : ''
  useChangeFeed(followed ? [collectionOf(followed)] : [], {
    change: (change) => {
      const read = configRef.current.record?.read
      if (change.name !== followed || !read || inFlight.current || loading) return
      if (change.kind === 'deleted') {
        setStale({ reason: 'deleted', by: change.actor, at: change.at, theirs: null, changed: [] })
        return
      }
      read().then(
        (theirs) => {
          const changed = changedFields(baseline.current, theirs)
          if (changed.length > 0 && !inFlight.current)
            setStale({ reason: 'changed', by: change.actor, at: change.at, theirs, changed })
        },
        () => undefined, // a read that fails says nothing; a stale save is still refused by the server
      )
    },
  })

  // The session ended under this form and the person signed in again over it (issue 25 item 2): a save the
  // server refused for want of a session is sent again, with the same values and so the same X-RequestId.
  const resumedSeen = useRef(resumed)
  const refusedUnsigned = saveError?.error.code === 'unauthenticated'
  useEffect(() => {
    if (resumed === resumedSeen.current) return
    resumedSeen.current = resumed
    if (refusedUnsigned) void submit()
  }, [resumed, refusedUnsigned, submit])

  return {
    form,
    loading,
    loadError,
    reload,
    saving,
    saveError,
    submit,
    hasUnsavedChanges: (form.formState.isDirty || stale !== null) && !saving,
    draft,
    conflict: stale && {
      reason: stale.reason,
      changedBy: stale.by,
      changedAt: stale.at,
      theirs: stale.theirs,
      changed: stale.changed,
      useTheirs: (field) => {
        if (stale.theirs)
          form.setValue(field, stale.theirs[field as keyof Values] as never, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          })
      },
      loadTheirs: () => {
        setStale(null)
        if (!stale.theirs) return
        baseline.current = stale.theirs
        form.reset(stale.theirs)
        // A notice read their record without keeping it: it is read again the way a refusal does, so that the
        // next save sends their version (a failed read leaves the old one, which the server refuses and tells).
        const keep = configRef.current.loadLatest ?? configRef.current.load
        if (stale.reason === 'changed' && keep) keep().catch(() => undefined)
      },
      keepEditing: () => setStale(null),
    },
  }
}
