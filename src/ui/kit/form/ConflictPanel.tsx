import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import styled, { css } from 'styled-components'
import { Trans, useTranslation } from 'react-i18next'
import { changedFields } from '../../../domain/changes'
import { Button } from '../../components/Button'
import { useFormatters } from '../../i18n/format'
import type { FormController } from './use-form-controller'

// One box in two parts (the summary, then the fields that differ), so that the summary can sit in a live region
// the form keeps in the page while the table, which changes as the person types, stays out of it.
const box = css`
  border-inline-start: 4px solid ${({ theme }) => theme.colors.warning.main};
  background: ${({ theme }) => theme.colors.warning.light};
  color: ${({ theme }) => theme.colors.warning.text};
`
const Head = styled.div<{ $alone: boolean }>`
  ${box}
  padding: 0.8rem 1rem ${({ $alone }) => ($alone ? '0.8rem' : '0.2rem')};
  margin-bottom: ${({ $alone }) => ($alone ? '1rem' : '0')};
  border-radius: ${({ theme, $alone }) => ($alone ? theme.radius : `${theme.radius} ${theme.radius} 0 0`)};
  /* Brought into view below the floating or sticky navbar, not under it. */
  scroll-margin-top: 6rem;
  strong {
    display: block;
    margin-bottom: 0.25rem;
  }
  p {
    margin: 0;
  }
`
const Body = styled.div`
  ${box}
  padding: 0.2rem 1rem 0.8rem;
  margin-bottom: 1rem;
  border-radius: 0 0 ${({ theme }) => theme.radius} ${({ theme }) => theme.radius};
  p {
    margin: 0.4rem 0 0;
  }
`
const Table = styled.table`
  width: 100%;
  margin: 0.6rem 0;
  border-collapse: collapse;
  font-size: 0.9rem;
  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: 0.3rem;
  }
  th,
  td {
    padding: 0.35rem 0.5rem;
    text-align: start;
    vertical-align: top;
    border-top: 1px solid currentColor;
    overflow-wrap: anywhere;
  }
  thead th {
    border-top: none;
  }
`
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  margin: 0.6rem 0 0;
`

/** Another person's change of the record under a form, as the panel shows it (see `FormConflict` in the controller). */
export interface ConflictView {
  /**
   * `refused`: a save was refused as stale (nothing was saved); `changed`: the record changed under the open
   * form before any save (the change feed); `deleted`: it was deleted meanwhile.
   */
  reason: 'refused' | 'changed' | 'deleted'
  /** Who changed the record and when ('' and null when the server did not say). */
  changedBy: string
  changedAt: Date | null
  /** The record as the server has it now, as form values; null when it was deleted. */
  theirs: Readonly<Record<string, unknown>> | null
  /** The person's values in the form now. */
  mine: Readonly<Record<string, unknown>>
  /** The fields they changed (since the form was loaded), named in the summary. */
  changed?: readonly string[]
  /** A field's name as the form shows it (its label). */
  labelOf: (field: string) => string
  onUseTheirs: (field: string) => void
  onLoadTheirs: () => void
  /** Puts the panel away, the form as it is; without it, no Keep editing. */
  onKeepEditing?: () => void
}

/** The summary: what happened, who and when, which fields they changed; Load their values and Keep editing. */
function ConflictSummary({ view, titleId, alone }: { view: ConflictView; titleId: string; alone: boolean }) {
  const { t, i18n } = useTranslation()
  const format = useFormatters()
  const { reason, changedBy, changedAt } = view
  const by = changedBy || t('kit.live.someone')
  const key =
    reason === 'refused' || !changedAt
      ? `changed${changedBy ? 'By' : 'Someone'}${changedAt ? 'At' : ''}`
      : reason === 'changed'
        ? 'savedByAt'
        : 'deletedByAt'
  const changed = (view.changed ?? []).map(view.labelOf)
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' })
  // A refusal comes while the person is at Save, below the fields: brought into view once, when it appears. A
  // change told while they type elsewhere does not move the page.
  const head = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // Braces: Chromium's scrollIntoView answers a promise, which React would take for the effect's cleanup.
    if (reason === 'refused') head.current?.scrollIntoView?.({ block: 'nearest' })
  }, [reason])
  return (
    <Head ref={head} $alone={alone}>
      <strong id={titleId}>{t(`kit.conflict.${reason}Title`)}</strong>
      <p>
        <Trans
          i18nKey={`common:kit.conflict.${key}`}
          values={{ by, date: format.dateTime(changedAt) }}
          components={{ when: changedAt ? <time dateTime={changedAt.toISOString()} /> : <span /> }}
        />
        {changed.length > 0 && ` ${t('kit.conflict.changedFields', { fields: list.format(changed) })}`}
        {reason !== 'deleted' && ` ${t(`kit.conflict.${reason}Kept`)}`}
      </p>
      <Row>
        {view.theirs && (
          <Button type="button" $variant="outline" $color="warning" onClick={view.onLoadTheirs}>
            {t(reason === 'changed' ? 'kit.conflict.loadNew' : 'kit.conflict.loadTheirs')}
          </Button>
        )}
        {view.onKeepEditing && (
          <Button type="button" $variant="outline" $color="secondary" onClick={view.onKeepEditing}>
            {t('kit.conflict.keepEditing')}
          </Button>
        )}
      </Row>
    </Head>
  )
}

/** The fields where their value and the person's differ now: both values and Use theirs for each. */
function ConflictDetails({
  view,
  theirs,
}: {
  view: ConflictView
  theirs: Readonly<Record<string, unknown>>
}) {
  const { t } = useTranslation()
  const format = useFormatters()
  const captionId = useId()
  const { mine, labelOf } = view
  const fields = changedFields(mine, theirs)
  const show = (value: unknown) => shownValue(value, t, format.dateTime)
  return (
    <Body>
      {fields.length > 0 ? (
        <Table aria-labelledby={captionId}>
          <caption id={captionId}>{t('kit.conflict.differences', { count: fields.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('kit.conflict.field')}</th>
              <th scope="col">{t('kit.conflict.theirs')}</th>
              <th scope="col">{t('kit.conflict.yours')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('kit.conflict.choice')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field}>
                <th scope="row">{labelOf(field)}</th>
                <td>{show(theirs[field])}</td>
                <td>{show(mine[field])}</td>
                <td>
                  <Button
                    type="button"
                    $variant="outline"
                    $color="warning"
                    onClick={() => view.onUseTheirs(field)}
                  >
                    <span aria-hidden="true">{t('kit.conflict.useTheirs')}</span>
                    <span className="visually-hidden">
                      {t('kit.conflict.useTheirsFor', { field: labelOf(field) })}
                    </span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <p>{t('kit.conflict.noDifferences')}</p>
      )}
    </Body>
  )
}

/**
 * Another person changed the record under an open form (decisions 0131, 0190), one presentation whether a save
 * was refused or the change was told before any save: what happened, who and when, the fields they changed,
 * Load their values and Keep editing; then, for each field where their value and the person's differ, both
 * values and Use theirs. A region named by its title; its summary is an alert after a refused save and a polite
 * status otherwise. The person's values stay until they choose, so they can merge by hand and save again.
 */
export function ConflictPanel(view: ConflictView) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId}>
      <div role={view.reason === 'refused' ? 'alert' : 'status'}>
        <ConflictSummary view={view} titleId={titleId} alone={!view.theirs} />
      </div>
      {view.theirs && <ConflictDetails view={view} theirs={view.theirs} />}
    </section>
  )
}

/** A form value as text: empty as such, yes/no, a list by its count, a date in the language's format. */
function shownValue(
  value: unknown,
  t: (key: string, options?: Record<string, unknown>) => string,
  dateTime: (date: Date) => string,
): string {
  if (value === undefined || value === null || value === '') return t('kit.conflict.empty')
  if (typeof value === 'boolean') return t(value ? 'kit.conflict.yes' : 'kit.conflict.no')
  if (value instanceof Date) return dateTime(value)
  if (Array.isArray(value))
    return value.every((item) => typeof item === 'string')
      ? value.join(', ') || t('kit.conflict.empty')
      : t('kit.conflict.lines', { count: value.length })
  if (typeof value === 'object') return t('kit.conflict.lines', { count: Object.keys(value).length })
  return String(value)
}

/**
 * The label a form shows for a field: a line list's name (`listNames`), else the label of the control
 * registered under that name, its aria-label, or the text it is labelled by; the field's name when none.
 */
function formFieldLabel(
  form: UseFormReturn<FieldValues>,
  field: string,
  listNames?: Record<string, string>,
): string {
  const listed = listNames?.[field]
  if (listed) return listed
  const fields = (form.control as unknown as { _fields?: Record<string, { _f?: { ref?: unknown } }> })._fields
  const registered = fields?.[field]?._f?.ref
  // A registered input is its own ref; a controlled one (selects, pickers) is found by its name.
  const ref =
    registered instanceof HTMLElement
      ? registered
      : [...document.getElementsByName(field)].find((element) => element instanceof HTMLElement)
  if (ref instanceof HTMLElement) {
    const label = (ref as HTMLInputElement).labels?.[0]?.textContent?.trim()
    if (label) return label
    const named = ref.getAttribute('aria-label')
    if (named) return named
    const by = ref.getAttribute('aria-labelledby')
    const text = by
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' ')
    if (text) return text
  }
  return field
}

/** The panel's view of a kit form's conflict, the person's values read as they are typed. */
function useFormConflictView<V extends FieldValues>(
  controller: FormController<V>,
  listNames?: Record<string, string>,
): ConflictView | null {
  const mine = useWatch({ control: controller.form.control }) as Record<string, unknown>
  const conflict = controller.conflict
  if (!conflict) return null
  return {
    reason: conflict.reason,
    changedBy: conflict.changedBy,
    changedAt: conflict.changedAt,
    theirs: conflict.theirs,
    mine,
    changed: conflict.changed,
    labelOf: (field) =>
      formFieldLabel(controller.form as unknown as UseFormReturn<FieldValues>, field, listNames),
    onUseTheirs: (field) => conflict.useTheirs(field as Path<V>),
    onLoadTheirs: conflict.loadTheirs,
    onKeepEditing: conflict.keepEditing,
  }
}

interface FormConflictPartProps {
  controller: FormController<FieldValues>
  listNames?: Record<string, string>
  /** The id of the title, which names the region `FormConflict` keeps in the form. */
  titleId: string
}

/** A kit form's conflict summary, inside the live region `FormConflict` keeps in the form (or an alert). */
export function FormConflictSummary({ controller, listNames, titleId }: FormConflictPartProps) {
  const view = useFormConflictView(controller, listNames)
  return view && <ConflictSummary view={view} titleId={titleId} alone={!view.theirs} />
}

/** A kit form's fields that differ from their record, after the summary. */
export function FormConflictDetails({ controller, listNames }: FormConflictPartProps): ReactNode {
  const view = useFormConflictView(controller, listNames)
  return view?.theirs ? <ConflictDetails view={view} theirs={view.theirs} /> : null
}
