import { memo, useEffect, useState, type InputHTMLAttributes } from 'react'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { countSetFilters, type FilterField, type FilterValues } from '../../../domain/lists'
import { sanitizeMoneyText } from '../../../domain/money'
import { Button } from '../../components/Button'
import type { ReferenceOption } from '../primitives/ComboBox'
import { FilterPicker } from './FilterPicker'
import { DatePickerOnDemand } from '../primitives/date-picker-on-demand'
import { controlBox } from '../primitives/surfaces'
import type { ListStateChange } from './list-state'

/** A filter of a list's filter bar: its URL key and kind (domain `FilterField`), plus what the view needs. */
export type FilterDef = FilterField & { label: string } & (
    | { kind: 'text' | 'money' | 'dateRange' }
    | {
        kind: 'boolean'
        /** Off and locked while another filter overrides it (approved only wins over unapproved only). */
        overriddenWhen?: (values: FilterValues) => boolean
        /** Says why, shown beside the locked box. */
        overriddenHint?: string
      }
    | { kind: 'select'; options: readonly { value: string; label: string }[] }
    | {
        kind: 'reference'
        loadOptions: (text: string) => Promise<ReferenceOption[]>
        labelOf?: (value: string) => Promise<string>
      }
  )

/** The domain part of filter definitions, for the controller. */
export const filterFields = (defs: readonly FilterDef[]): FilterField[] =>
  defs.map(({ key, kind }) => ({ key, kind }))

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.9rem 1.2rem;
  padding: 1rem 0;
  border-top: 1px solid ${({ theme }) => theme.skin.border};
  margin-top: 1rem;
  label {
    font-size: 0.86rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`
const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  input,
  select {
    ${controlBox};
    min-width: 9rem;
    height: 2.6rem;
  }
`
const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  padding-bottom: 0.6rem;
  cursor: pointer;
`
const Hint = styled.small`
  color: ${({ theme }) => theme.skin.muted};
`
const Range = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  legend {
    font-size: 0.86rem;
    color: ${({ theme }) => theme.skin.heading};
    padding: 0;
    margin-bottom: 0.3rem;
  }
`

/**
 * The filter bar of a list: one control per filter; every change goes to the URL and back to page 1.
 * Memoised: a search or a new page leaves the filter values (the same object, `useUrlListState`) and `change`
 * (the controller's, one per list) as they were, so the bar and its pickers do not render again (decision 0227).
 */
export const FilterBar = memo(function FilterBar({
  values,
  change,
  filters,
}: {
  /** The list's filter values (`ListController.filters`). */
  values: FilterValues
  /** The list's `change`. */
  change: (change: ListStateChange) => void
  filters: readonly FilterDef[]
}) {
  const { t } = useTranslation()
  const set = (key: string, value: string | undefined) => change({ filters: { [key]: value } })
  const active = countSetFilters(values, filters)
  return (
    <Bar role="group" aria-label={t('kit.filters')}>
      {filters.map((filter) => {
        const value = values[filter.key] ?? ''
        switch (filter.kind) {
          case 'boolean': {
            const overridden = filter.overriddenWhen?.(values) ?? false
            const hintId = `filter-${filter.key}-hint`
            return (
              <Toggle key={filter.key}>
                <input
                  type="checkbox"
                  checked={value === 'true' && !overridden}
                  disabled={overridden}
                  aria-describedby={overridden && filter.overriddenHint ? hintId : undefined}
                  onChange={(event) => set(filter.key, event.target.checked ? 'true' : undefined)}
                />
                {filter.label}
                {overridden && filter.overriddenHint && <Hint id={hintId}>{filter.overriddenHint}</Hint>}
              </Toggle>
            )
          }
          case 'select':
            return (
              <Stack key={filter.key}>
                <label htmlFor={`filter-${filter.key}`}>{filter.label}</label>
                <select
                  id={`filter-${filter.key}`}
                  value={value}
                  onChange={(event) => set(filter.key, event.target.value)}
                >
                  <option value="">{t('kit.any')}</option>
                  {filter.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </Stack>
            )
          case 'reference':
            return (
              <FilterPicker
                key={filter.key}
                label={filter.label}
                value={value}
                onChange={(next) => set(filter.key, next)}
                loadOptions={filter.loadOptions}
                labelOf={filter.labelOf}
                placeholder={t('kit.any')}
                firstPage="needed"
              />
            )
          case 'dateRange':
            return (
              <Range key={filter.key}>
                <legend>{filter.label}</legend>
                <DatePickerOnDemand
                  label={t('kit.from', { label: filter.label })}
                  hideLabel
                  value={values[`${filter.key}From`] ?? ''}
                  onChange={(day) => set(`${filter.key}From`, day)}
                />
                <DatePickerOnDemand
                  label={t('kit.to', { label: filter.label })}
                  hideLabel
                  value={values[`${filter.key}To`] ?? ''}
                  onChange={(day) => set(`${filter.key}To`, day)}
                />
              </Range>
            )
          default:
            return (
              <Stack key={filter.key}>
                <label htmlFor={`filter-${filter.key}`}>{filter.label}</label>
                <DeferredInput
                  id={`filter-${filter.key}`}
                  value={value}
                  clean={filter.kind === 'money' ? (text) => sanitizeMoneyText(text) : undefined}
                  inputMode={filter.kind === 'money' ? 'decimal' : undefined}
                  onCommit={(text) => set(filter.key, text)}
                />
              </Stack>
            )
        }
      })}
      {active > 0 && (
        <Button
          type="button"
          $variant="flat"
          $color="secondary"
          onClick={() => change({ filters: clearAll(filters) })}
        >
          {t('kit.clearFilters', { count: active })}
        </Button>
      )}
    </Bar>
  )
})

function clearAll(filters: readonly FilterDef[]): Record<string, undefined> {
  return Object.fromEntries(
    filters
      .flatMap((filter) =>
        filter.kind === 'dateRange' ? [`${filter.key}From`, `${filter.key}To`] : [filter.key],
      )
      .map((key) => [key, undefined]),
  )
}

/** A text filter that reports its value on Enter or when it loses focus (not on every keystroke). */
function DeferredInput({
  value,
  onCommit,
  clean,
  ...input
}: { value: string; onCommit: (text: string) => void; clean?: (text: string) => string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange'
>) {
  const [text, setText] = useState(value)
  useEffect(() => setText(value), [value])
  const commit = () => text !== value && onCommit(text)
  return (
    <input
      {...input}
      value={text}
      onChange={(event) => setText(clean ? clean(event.target.value) : event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
    />
  )
}
