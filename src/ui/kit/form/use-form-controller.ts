import { useCallback, useEffect, useRef, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { PortError } from '../../../ports/errors'
import { useLocation } from 'wouter'
import { withoutGuard } from '../../app/navigation-guard'
import { placeViolations } from './server-errors'

export interface FormControllerConfig<Values extends FieldValues, Result> {
  /** The form's rules (built from domain rules); its messages are translation keys. */
  schema: z.ZodType<Values, FieldValues>
  /** The values of a new record. */
  defaults: Values
  /** Loads the record being edited as form values; absent for a new record. */
  load?: () => Promise<Values>
  /** A key that reloads the record when it changes (the record's name). */
  loadKey?: string
  /** Saves; `requestId` is one per save action, the same again when that action is retried. */
  save: (values: Values, options: { requestId: string }) => Promise<Result>
  /** Where to go after a successful save (the record's view), if anywhere. */
  redirectTo?: (result: Result) => string | undefined
  /** Runs after a successful save (a toast). */
  onSaved?: (result: Result) => void
  /** The entity prefix of the server's field paths (`order` in `order.items.0.amount`). */
  entity?: string
  /** A new request id; crypto.randomUUID by default. */
  newRequestId?: () => string
}

export interface FormController<Values extends FieldValues> {
  form: UseFormReturn<Values>
  /** Loading the record to edit. */
  loading: boolean
  /** The load failed (the record is missing or may not be read). */
  loadError: PortError | null
  saving: boolean
  /** Why the last save failed, beyond what is shown on fields. */
  saveError: { error: PortError; details: string[] } | null
  /** The form's submit handler: validates, saves once (a second submit while saving is ignored). */
  submit: (event?: { preventDefault?: () => void }) => Promise<void>
  /** Whether leaving should ask first. */
  hasUnsavedChanges: boolean
}

const asPortError = (error: unknown) =>
  error instanceof PortError
    ? error
    : new PortError('unknown', error instanceof Error ? error.message : String(error))

/**
 * The headless controller of a form screen: loads the record (edit) or takes the defaults (add), builds the
 * react-hook-form instance from a zod schema, saves with one X-RequestId per save action (reused when the
 * same values are submitted again after a failure), puts the server's field violations on the fields they
 * name, keeps everything typed when a save fails, and navigates after success.
 */
export function useFormController<Values extends FieldValues, Result>(
  config: FormControllerConfig<Values, Result>,
): FormController<Values> {
  const form = useForm<Values>({
    resolver: zodResolver(config.schema as never),
    defaultValues: config.defaults as DefaultValues<Values>,
    mode: 'onTouched',
  })
  const [loading, setLoading] = useState(Boolean(config.load))
  const [loadError, setLoadError] = useState<PortError | null>(null)
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState<FormController<Values>['saveError']>(null)
  const inFlight = useRef(false)
  const action = useRef<{ key: string; requestId: string } | null>(null)
  const configRef = useRef(config)
  configRef.current = config
  const { reset } = form
  const [, navigate] = useLocation()

  useEffect(() => {
    const load = configRef.current.load
    if (!load) return
    let live = true
    setLoading(true)
    setLoadError(null)
    load().then(
      (values) => {
        if (!live) return
        reset(values)
        setLoading(false)
      },
      (error: unknown) => {
        if (!live) return
        setLoadError(asPortError(error))
        setLoading(false)
      },
    )
    return () => {
      live = false
    }
  }, [config.loadKey, reset])

  const save = useCallback(
    async (values: Values) => {
      if (inFlight.current) return
      inFlight.current = true
      const { save, redirectTo, onSaved, entity, newRequestId } = configRef.current
      const key = JSON.stringify(values)
      if (action.current?.key !== key) {
        action.current = { key, requestId: (newRequestId ?? (() => globalThis.crypto.randomUUID()))() }
      }
      setSaving(true)
      setSaveError(null)
      try {
        const result = await save(values, { requestId: action.current.requestId })
        action.current = null
        reset(values)
        onSaved?.(result)
        const to = redirectTo?.(result)
        if (to) withoutGuard(() => navigate(to))
      } catch (failure) {
        const error = asPortError(failure)
        const mounted = (form.control as unknown as { _names?: { mount?: Set<string> } })._names?.mount
        const { onFields, elsewhere } = placeViolations(
          error.fieldViolations,
          (path) => mounted?.has(path) ?? false,
          entity,
        )
        for (const { path, message } of onFields) {
          form.setError(path as Path<Values>, { type: 'server', message }, { shouldFocus: false })
        }
        const first = onFields[0]
        if (first) form.setFocus(first.path as Path<Values>)
        setSaveError({ error, details: elsewhere })
      } finally {
        inFlight.current = false
        setSaving(false)
      }
    },
    [form, reset, navigate],
  )

  const submit = useCallback(
    async (event?: { preventDefault?: () => void }) => {
      event?.preventDefault?.()
      if (inFlight.current) return
      await form.handleSubmit(save)()
    },
    [form, save],
  )

  return {
    form,
    loading,
    loadError,
    saving,
    saveError,
    submit,
    hasUnsavedChanges: form.formState.isDirty && !saving,
  }
}
