import styled, { css } from 'styled-components'
import type { ThemeColor } from '../theme/theme'

/** A theme-coloured button (solid, outline or flat) with the template's ripple on press. */
export const Button = styled.button.attrs({ 'data-ripple': '' } as Record<string, string>)<{
  $color?: ThemeColor
  $variant?: 'solid' | 'outline' | 'flat'
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  padding: 0.6rem 1.2rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid transparent;
  cursor: pointer;
  font-weight: 500;
  transition:
    box-shadow 0.2s,
    opacity 0.2s;
  ${({ theme, $color = 'primary', $variant = 'solid' }) => {
    const color = theme.colors[$color]
    if ($variant === 'outline')
      return css`
        background: transparent;
        color: ${color.text};
        border-color: ${color.main};
        &:hover:not(:disabled) {
          background: ${color.light};
        }
        .ripple {
          background: ${color.main}40;
        }
      `
    if ($variant === 'flat')
      return css`
        background: ${color.light};
        color: ${color.text};
        .ripple {
          background: ${color.main}40;
        }
      `
    return css`
      background: ${color.fill};
      color: ${color.onFill};
      &:hover:not(:disabled) {
        box-shadow: 0 8px 25px -8px ${color.main};
      }
    `
  }}
  &:disabled {
    opacity: 0.65;
    cursor: default;
  }
`
