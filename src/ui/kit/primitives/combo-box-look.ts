import styled, { css } from 'styled-components'
import type { AppTheme } from '../../theme/theme'
import { controlBox } from './surfaces'

// The look of a reference select (`ComboBox.tsx`), shared with its stand-in in a list's filter bar
// (`FilterPicker.tsx`), which shows until React Aria's code has come.

/** The select: its label above its box. */
export const comboBoxLook = css`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  min-width: 12rem;
  label {
    font-size: 0.86rem;
    color: ${({ theme }: { theme: AppTheme }) => theme.skin.heading};
  }
`

/** The box: the field, with its buttons over its inline end. */
export const ComboBoxField = styled.div`
  position: relative;
  display: flex;
  input {
    ${controlBox};
    flex: 1;
    min-width: 0;
    padding-inline-end: 3.8rem;
  }
`

/** The clear and open buttons. */
export const ComboBoxButtons = styled.div`
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
