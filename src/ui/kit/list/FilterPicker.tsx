import { useId, useState } from 'react'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { onDemand } from '../on-demand'
import { useOnDemand } from '../use-on-demand'
import { ComboBoxButtons, ComboBoxField, comboBoxLook } from '../primitives/combo-box-look'
import type * as ComboBoxModuleNs from '../primitives/ComboBox'
import type { ReferenceSelectProps } from '../primitives/ComboBox'

/** The reference select (React Aria's combobox, listbox and popover): not part of a list's first screen. */
const REFERENCE_SELECT = onDemand(() => import('../primitives/ComboBox'))

const StandIn = styled.div`
  ${comboBoxLook}
`

/**
 * A filter bar's reference select (`ReferenceSelect`), its code loaded when first needed (`useOnDemand`): until
 * then a field of the same look and name stands in. Focused, typed into or opened before the code has come, the
 * select takes the focus, the text and the opening over once it has. A filter already set (from the address)
 * loads the select at once: the stand-in cannot show the chosen record's label.
 */
export function FilterPicker(props: Omit<ReferenceSelectProps, 'takeOver'>) {
  const { t } = useTranslation()
  const { label, value, placeholder, hideLabel } = props
  const { loaded, takeOver, standInProps, setTyped, want } = useOnDemand<
    typeof ComboBoxModuleNs,
    HTMLInputElement
  >(REFERENCE_SELECT, { now: value !== '' })
  const [text, setText] = useState('')
  const id = useId()
  if (loaded) return <loaded.ReferenceSelect {...props} takeOver={takeOver} />
  return (
    <StandIn>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <ComboBoxField>
        <input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setTyped(event.target.value)
          }}
          ref={standInProps.ref}
          onPointerEnter={standInProps.onPointerEnter}
          onFocus={standInProps.onFocus}
          onKeyDown={standInProps.onKeyDown}
        />
        <ComboBoxButtons>
          <button
            type="button"
            tabIndex={-1}
            aria-label={t('kit.showOptions', { label })}
            onPointerEnter={() => want()}
            onClick={() => want(true)}
          >
            ▾
          </button>
        </ComboBoxButtons>
      </ComboBoxField>
    </StandIn>
  )
}
