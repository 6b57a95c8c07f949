import { useEffect, useRef } from 'react'
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  useAsyncList,
} from 'react-aria-components'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { controlBox, floatingItem, floatingSurface } from './surfaces'

const Root = styled(AriaComboBox)`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  min-width: 12rem;
  label {
    font-size: 0.86rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`
const Box = styled.div`
  position: relative;
  display: flex;
  input {
    ${controlBox};
    flex: 1;
    min-width: 0;
    padding-inline-end: 3.8rem;
  }
`
const Buttons = styled.div`
  position: absolute;
  inset-inline-end: 0.3rem;
  top: 0;
  bottom: 0;
  display: flex;
  align-items: center;
  button {
    background: none;
    border: 0;
    cursor: pointer;
    color: ${({ theme }) => theme.skin.muted};
    /* 24 px targets (WCAG 2.5.8): the clear and the open button sit side by side. */
    min-width: 24px;
    min-height: 24px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    padding: 0;
    font: inherit;
  }
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
  error?: string
  isRequired?: boolean
  isDisabled?: boolean
  hideLabel?: boolean
  placeholder?: string
}

/**
 * A searchable select of records (React Aria combobox): typing asks `loadOptions` (debounced), arrow keys
 * move, Enter chooses, Escape closes; the clear button empties it. The value is the record's name.
 */
export function ReferenceSelect({
  label,
  value,
  onChange,
  loadOptions,
  labelOf,
  error,
  isRequired,
  isDisabled,
  hideLabel,
  placeholder,
}: ReferenceSelectProps) {
  const { t } = useTranslation()
  const known = useRef(new Map<string, ReferenceOption>())
  const list = useAsyncList<ReferenceOption>({
    async load({ filterText, signal }) {
      if (filterText) await new Promise((resolve) => setTimeout(resolve, 250))
      if (signal.aborted) return { items: [] }
      const items = await loadOptions(filterText ?? '')
      for (const item of items) known.current.set(item.id, item)
      return { items }
    },
  })
  // useAsyncList's setter is not stable across renders: read it through a ref.
  const listRef = useRef(list)
  listRef.current = list
  const labelOfRef = useRef(labelOf)
  labelOfRef.current = labelOf
  // Show the chosen record's label (for a value set from the URL or a loaded record).
  useEffect(() => {
    let live = true
    const show = (text: string) => {
      if (live && listRef.current.filterText !== text) listRef.current.setFilterText(text)
    }
    if (!value) show('')
    else {
      const option = known.current.get(value)
      if (option) show(option.label)
      else if (labelOfRef.current)
        labelOfRef.current(value).then(
          (text) => show(text || value),
          () => show(value),
        )
      else show(value)
    }
    return () => {
      live = false
    }
  }, [value])
  const errorId = `${label}-error`.replace(/\W/g, '-')
  return (
    <Root
      items={list.items}
      inputValue={list.filterText}
      onInputChange={list.setFilterText}
      selectedKey={value || null}
      onSelectionChange={(key) => {
        const id = key === null ? '' : String(key)
        const option = known.current.get(id) ?? null
        if (option) list.setFilterText(option.label)
        onChange(id, option)
      }}
      allowsEmptyCollection
      menuTrigger="focus"
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isDisabled={isDisabled}
    >
      <Label className={hideLabel ? 'visually-hidden' : undefined}>{label}</Label>
      <Box>
        <Input
          placeholder={placeholder}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={Boolean(error) || undefined}
        />
        <Buttons>
          {value && !isDisabled && (
            <button
              type="button"
              aria-label={t('kit.clear', { label })}
              onClick={() => {
                list.setFilterText('')
                onChange('', null)
              }}
            >
              ✕
            </button>
          )}
          <AriaButton aria-label={t('kit.showOptions', { label })}>▾</AriaButton>
        </Buttons>
      </Box>
      {error && (
        <Message id={errorId} role="alert">
          {error}
        </Message>
      )}
      <Options>
        <ListBox<ReferenceOption>
          renderEmptyState={() => <Empty>{list.isLoading ? t('loading') : t('kit.noOptions')}</Empty>}
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
