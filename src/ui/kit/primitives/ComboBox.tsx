import { useEffect, useRef, useState } from 'react'
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { useLoad } from '../use-load'
import { useIdle } from '../use-idle'
import { floatingItem, floatingSurface } from './surfaces'
import { ComboBoxButtons, ComboBoxField, comboBoxLook } from './combo-box-look'
import type { TakeOver } from '../on-demand'
import { useTakeOver } from '../use-take-over'

const Root = styled(AriaComboBox)`
  ${comboBoxLook}
`
const Options = styled(Popover)`
  ${floatingSurface};
  width: var(--trigger-width);
  max-height: 18rem;
  overflow: auto;
  padding: 0.3rem 0;
`
const Option = styled(ListBoxItem)`
  ${floatingItem};
  flex-direction: column;
  align-items: flex-start;
  gap: 0;
  small {
    color: ${({ theme }) => theme.skin.muted};
  }
`
const Message = styled.span`
  color: ${({ theme }) => theme.colors.danger.text};
  font-size: 0.857rem;
`
const Empty = styled.div`
  padding: 0.55rem 1rem;
  color: ${({ theme }) => theme.skin.muted};
`

/** One choice of a reference select: the resource name it stands for and what a person reads. */
export interface ReferenceOption {
  id: string
  label: string
  /** A second line (an e-mail, a code, a remaining amount). */
  detail?: string
}

export interface ReferenceSelectProps {
  label: string
  /** The chosen resource name, or '' for none. */
  value: string
  onChange: (value: string, option: ReferenceOption | null) => void
  /** Options matching the typed text (an RPC with a search, or a filtered reference list). */
  loadOptions: (text: string) => Promise<ReferenceOption[]>
  /** The label of a value not among the loaded options (a record opened for editing). */
  labelOf?: (value: string) => Promise<string>
  /** Records taken elsewhere on the same form (a vehicle on another line): not offered here. */
  excludeIds?: readonly string[]
  error?: string
  isRequired?: boolean
  isDisabled?: boolean
  hideLabel?: boolean
  /**
   * When the first page (nothing typed) is asked for: `mount` (the default: a form's picker, which a person opens
   * as soon as it shows), or `needed`: when the person comes to the box or the browser is idle (a list's filter
   * bar, whose pickers must not come before the list's first rows; decision 0220).
   */
  firstPage?: 'mount' | 'needed'
  placeholder?: string
  /** What was done to a stand-in before this code came (a list's filter bar, `FilterPicker`). */
  takeOver?: TakeOver
}

/** How long the picker waits after the last key before it searches (a search per key would flood the server). */
export const SEARCH_DEBOUNCE_MS = 250
const NO_OPTIONS: ReferenceOption[] = []

/**
 * A searchable select of records (React Aria combobox): typing asks `loadOptions` (debounced), arrow keys
 * move, Enter chooses, Escape closes; the clear button empties it. The value is the record's name.
 *
 * What the box shows and what it searches are kept apart: a chosen record's label is shown, never searched
 * (a server's search does not match a whole label, and a search that finds nothing must not undo a choice).
 * The chosen record stays among the options while nothing else is searched, so the combobox always knows it.
 * Leaving the box with text that chose nothing puts the chosen label back; emptying the box clears the choice.
 */
export function ReferenceSelect({
  label,
  value,
  onChange,
  loadOptions,
  labelOf,
  excludeIds,
  error,
  isRequired,
  isDisabled,
  hideLabel,
  firstPage = 'mount',
  placeholder,
  takeOver,
}: ReferenceSelectProps) {
  const { t } = useTranslation()
  const known = useRef(new Map<string, ReferenceOption>())
  // Text typed into a stand-in before this code came is searched (and kept in the box).
  const typedFirst = useRef(takeOver?.text.trim() ? takeOver.text : '')
  /** What the box shows: the chosen label, or what the person is typing. */
  const [text, setText] = useState(typedFirst.current)
  /** What was last searched: what the person typed, '' when nothing is being searched. */
  const [query, setQuery] = useState(typedFirst.current)
  const input = useRef<HTMLInputElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  // The focus on the stand-in comes to the box (the caret after the text typed), a press on it opens the list.
  useTakeOver(takeOver?.open ? opener : input, takeOver)
  useEffect(() => {
    const box = input.current
    if (typedFirst.current && box && box === document.activeElement)
      box.setSelectionRange(box.value.length, box.value.length)
  }, [])
  /** The chosen record as shown; its label may arrive after its name (`labelOf`). */
  const [chosen, setChosen] = useState<ReferenceOption | null>(null)

  // Callers often pass new functions on every render: read them through refs.
  const loadRef = useRef(loadOptions)
  loadRef.current = loadOptions
  const labelOfRef = useRef(labelOf)
  labelOfRef.current = labelOf

  // With `firstPage: 'needed'`, the first page (nothing typed) is asked for when the person comes to the box
  // (focus, or the list opened) or once the browser is idle: a list's filter bar must not ask for its pickers'
  // pages, nor load their services' code, before the list's own first rows (issue 31, decision 0220).
  const idle = useIdle()
  const [engaged, setEngaged] = useState(false)
  const wanted = firstPage === 'mount' || engaged || idle || query !== ''
  // The options for the query: at once for '' (the first page), after a pause in typing otherwise; none when
  // the search failed.
  const options = useLoad(
    wanted
      ? () =>
          loadRef.current(query).then(
            (items) => {
              for (const item of items) known.current.set(item.id, item)
              return items
            },
            (): ReferenceOption[] => [],
          )
      : null,
    // The first page is asked for when it becomes wanted, and again for each search.
    wanted ? `search:${query}` : 'not asked',
    NO_OPTIONS,
    { delayMs: query ? SEARCH_DEBOUNCE_MS : 0 },
  )
  const results = options.value
  // Not asked for yet counts as loading: the box is opened as the first page is asked for.
  const loading = options.loading || !wanted

  // The chosen record's label, for a value set from outside too (the URL, a loaded record, a reset): asked for
  // when the value is not an option seen already.
  const named = useLoad(
    value && labelOfRef.current && !known.current.has(value)
      ? () =>
          labelOfRef.current!(value).then(
            (name) => ({ id: value, label: name || value }),
            () => ({ id: value, label: value }),
          )
      : null,
    value,
    null,
  )
  // The value the picker mounted with, until it changes: while it is still none, the box keeps what it shows
  // (nothing, or the text typed into a stand-in).
  const startValue = useRef<string | null>(value)
  useEffect(() => {
    if (value !== startValue.current) startValue.current = null
    if (startValue.current === '') return
    const resolved = named.value?.id === value ? named.value : undefined
    const option = !value
      ? null
      : (known.current.get(value) ?? (labelOfRef.current ? resolved : { id: value, label: value }))
    if (option === undefined) return
    if (option && resolved === option) known.current.set(value, option)
    setChosen(option)
    setText(option?.label ?? '')
    setQuery('')
  }, [value, named.value])

  const current = value ? (chosen?.id === value ? chosen : (known.current.get(value) ?? null)) : null
  // While nothing is searched the chosen record is an option, so the combobox keeps it selected.
  const offered = excludeIds?.length
    ? results.filter((item) => item.id === value || !excludeIds.includes(item.id))
    : results
  const items =
    current && !query && !offered.some((item) => item.id === current.id) ? [current, ...offered] : offered

  const onInputChange = (typed: string) => {
    setText(typed)
    if (current && typed === current.label) setQuery('')
    else if (!typed.trim()) {
      setQuery('')
      if (value) onChange('', null)
    } else setQuery(typed)
  }

  const onSelectionChange = (key: Key | null) => {
    // null: the box was left (or Escape pressed) while its text matches no option: show the choice again.
    if (key === null) {
      setText(current?.label ?? '')
      setQuery('')
      return
    }
    const id = String(key)
    const option = known.current.get(id) ?? null
    setText(option?.label ?? id)
    setQuery('')
    if (option) setChosen(option)
    if (id !== value) onChange(id, option)
  }

  const errorId = `${label}-error`.replace(/\W/g, '-')
  return (
    <Root
      items={items}
      inputValue={text}
      onInputChange={onInputChange}
      selectedKey={value || null}
      onSelectionChange={onSelectionChange}
      allowsEmptyCollection
      menuTrigger="focus"
      onFocus={() => setEngaged(true)}
      onOpenChange={(open) => open && setEngaged(true)}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isDisabled={isDisabled}
    >
      <Label className={hideLabel ? 'visually-hidden' : undefined}>{label}</Label>
      <ComboBoxField>
        <Input
          ref={input}
          placeholder={placeholder}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={Boolean(error) || undefined}
        />
        <ComboBoxButtons>
          {value && !isDisabled && (
            <button
              type="button"
              aria-label={t('kit.clear', { label })}
              onClick={() => {
                setText('')
                setQuery('')
                onChange('', null)
              }}
            >
              ✕
            </button>
          )}
          <AriaButton ref={opener} aria-label={t('kit.showOptions', { label })}>
            ▾
          </AriaButton>
        </ComboBoxButtons>
      </ComboBoxField>
      {error && (
        <Message id={errorId} role="alert">
          {error}
        </Message>
      )}
      <Options>
        <ListBox<ReferenceOption>
          renderEmptyState={() => <Empty>{loading ? t('loading') : t('kit.noOptions')}</Empty>}
        >
          {(item) => (
            <Option id={item.id} textValue={item.label}>
              <span>{item.label}</span>
              {item.detail && <small>{item.detail}</small>}
            </Option>
          )}
        </ListBox>
      </Options>
    </Root>
  )
}
