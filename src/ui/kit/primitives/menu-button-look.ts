import { css } from 'styled-components'
import type { AppTheme } from '../../theme/theme'

/**
 * The look of a toolbar's menu button (column chooser, saved views, row actions): React Aria's, with its
 * `data-` states, and a plain button's, the stand-in shown until React Aria's code has come.
 */
export const menuButtonLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-width: 2.2rem;
  min-height: 2.2rem;
  padding: 0.35rem 0.6rem;
  background: none;
  border: 1px solid transparent;
  border-radius: ${({ theme }: { theme: AppTheme }) => theme.radius};
  color: ${({ theme }: { theme: AppTheme }) => theme.skin.heading};
  cursor: pointer;
  font: inherit;
  &:hover,
  &[data-hovered],
  &[data-pressed] {
    color: ${({ theme }: { theme: AppTheme }) => theme.colors.primary.text};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }: { theme: AppTheme }) => theme.colors.primary.main};
    outline-offset: 2px;
  }
  svg {
    width: 1.2rem;
    height: 1.2rem;
  }
`
