import { css } from 'styled-components'
import type { AppTheme } from '../../theme/theme'

/** The look of every floating panel (popover, menu, listbox of a combobox, date picker calendar). */
export const floatingSurface = css`
  background: ${({ theme }: { theme: AppTheme }) => theme.skin.card};
  color: ${({ theme }: { theme: AppTheme }) => theme.skin.text};
  border: 1px solid ${({ theme }: { theme: AppTheme }) => theme.skin.border};
  border-radius: ${({ theme }: { theme: AppTheme }) => theme.radius};
  box-shadow: 0 5px 25px rgba(34, 41, 47, 0.15);
  outline: none;
  /* React Aria marks a popover with its locale's direction; the page's direction is the layout's choice. */
  direction: ${({ theme }: { theme: AppTheme }) => theme.direction};
`

/** An option or menu item inside a floating panel; React Aria sets data-focused / data-selected / data-disabled. */
export const floatingItem = css`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  padding: 0.55rem 1rem;
  cursor: pointer;
  outline: none;
  color: ${({ theme }: { theme: AppTheme }) => theme.skin.text};
  &[data-focused],
  &[data-hovered] {
    background: ${({ theme }: { theme: AppTheme }) => theme.colors.primary.light};
    color: ${({ theme }: { theme: AppTheme }) => theme.colors.primary.text};
  }
  &[data-selected] {
    font-weight: 600;
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: default;
  }
  &[data-danger] {
    color: ${({ theme }: { theme: AppTheme }) => theme.colors.danger.text};
  }
`

/** A text control (input, select, the field group of a combobox or date picker). */
export const controlBox = css`
  padding: 0.55rem 0.9rem;
  border: 1px solid ${({ theme }: { theme: AppTheme }) => theme.skin.border};
  border-radius: ${({ theme }: { theme: AppTheme }) => theme.radius};
  background: ${({ theme }: { theme: AppTheme }) => theme.skin.card};
  color: ${({ theme }: { theme: AppTheme }) => theme.skin.text};
  font: inherit;
  &[data-invalid],
  &[aria-invalid='true'] {
    border-color: ${({ theme }: { theme: AppTheme }) => theme.colors.danger.main};
  }
  &:focus,
  &[data-focus-within] {
    outline: none;
    border-color: ${({ theme }: { theme: AppTheme }) => theme.colors.primary.main};
    box-shadow: 0 3px 10px 0 rgba(34, 41, 47, 0.1);
  }
  &:disabled,
  &[data-disabled] {
    opacity: 0.6;
    background: ${({ theme }: { theme: AppTheme }) => theme.skin.body};
    cursor: not-allowed;
  }
`
