import { useEffect, useId, useRef } from 'react'
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import styled from 'styled-components'
import { Trans, useTranslation } from 'react-i18next'
import { changedFields } from '../../../domain/versions'
import { Button } from '../../components/Button'
import { useFormatters } from '../../i18n/format'
import type { FormController } from './use-form-controller'

const Panel = styled.section`
  padding: 0.8rem 1rem;
  margin-bottom: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.warning.main};
  background: ${({ theme }) => theme.colors.warning.light};
  color: ${({ theme }) => theme.colors.warning.text};
  strong {
    display: block;
    margin-bottom: 0.25rem;
  }
  p {
    margin: 0;
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
const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  margin: 0.6rem 0 0;
`

export interface ConflictPanelProps {
  /** Who changed the record and when ('' and null when the server did not say). */
  changedBy: string
  changedAt: Date | null
  /** The record as the server has it now, as form values. */
  theirs: Readonly<Record<string, unknown>>
  /** The person's values in the form now. */
  mine: Readonly<Record<string, unknown>>
  /** A field's name as the form shows it (its label). */
  labelOf: (field: string) => string
  onUseTheirs: (field: string) => void
  onLoadTheirs: () => void
  /**
   * `refused`: a save was refused as stale (nothing was saved); `changed`: the record changed under the open
   * form before any save (the change feed, issue 29 part B).
   */
  reason?: 'refused' | 'changed'
}

/**
 * Someone else changed the record under an open form (decision 0131): who and when (announced as an alert),
 * then, for each field where their value and the person's differ, both values and "Use theirs"; "Load their
 * version" takes all of theirs. A region named by its title. The person's values stay until they choose, so
 * they can merge by hand and save again.
 */
export function ConflictPanel({
  changedBy,
  changedAt,
  theirs,
  mine,
  labelOf,
  onUseTheirs,
  onLoadTheirs,
  reason = 'refused',
}: ConflictPanelProps) {
  const { t } = useTranslation()
  const format = useFormatters()
  const captionId = useId()
  const titleId = useId()
  const fields = changedFields(mine, theirs)
  const who = changedBy ? 'By' : 'Someone'
  const when = changedAt ? 'At' : ''
  const show = (value: unknown) => shownValue(value, t, format.dateTime)
  // Shown above the fields while the person is at Save, below: brought into view once, when it appears.
  const panel = useRef<HTMLElement>(null)
  // Braces: Chromium's scrollIntoView answers a promise, which React would take for the effect's cleanup.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest' })
  }, [])
  return (
    <Panel ref={panel} aria-labelledby={titleId}>
      <div role="alert">
        <strong id={titleId}>{t(`kit.conflict.${reason}Title`)}</strong>
        <p>
          <Trans
            i18nKey={`common:kit.conflict.changed${who}${when}`}
            values={{ by: changedBy, date: format.dateTime(changedAt) }}
            components={{ when: changedAt ? <time dateTime={changedAt.toISOString()} /> : <span /> }}
          />{' '}
          {t(`kit.conflict.${reason}Kept`)}
        </p>
      </div>
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
                    onClick={() => onUseTheirs(field)}
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
      <Row>
        <Button type="button" $variant="outline" $color="warning" onClick={onLoadTheirs}>
          {t('kit.conflict.loadTheirs')}
        </Button>
      </Row>
    </Panel>
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

/**
 * The conflict of a kit form (its controller's `conflict`), shown above the fields by `FormView`, `FormDialog`
 * and `SectionForm`; nothing when there is none. Reads the form's values as they are typed.
 */
export function FormConflictPanel<V extends FieldValues>({
  controller,
  listNames,
}: {
  controller: FormController<V>
  listNames?: Record<string, string>
}) {
  const mine = useWatch({ control: controller.form.control }) as Record<string, unknown>
  const conflict = controller.conflict
  if (!conflict) return null
  return (
    <ConflictPanel
      changedBy={conflict.changedBy}
      changedAt={conflict.changedAt}
      theirs={conflict.theirs}
      mine={mine}
      labelOf={(field) =>
        formFieldLabel(controller.form as unknown as UseFormReturn<FieldValues>, field, listNames)
      }
      onUseTheirs={(field) => conflict.useTheirs(field as Path<V>)}
      onLoadTheirs={conflict.loadTheirs}
      reason={conflict.reason}
    />
  )
}
