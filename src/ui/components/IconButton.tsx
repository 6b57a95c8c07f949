import styled from 'styled-components'

/**
 * A borderless button that shows only an icon (drawn `aria-hidden`; the name comes from `aria-label`), at least
 * 2.2rem square. `$round` makes it a circle that lights up on hover (the chat's); `$on` shows a toggle that is
 * set (a starred star: the warning colour, the icon filled).
 */
export const IconButton = styled.button<{ $round?: boolean; $on?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  min-width: 2.2rem;
  min-height: 2.2rem;
  padding: 0.35rem;
  background: none;
  border: 0;
  border-radius: ${({ theme, $round }) => ($round ? '50%' : theme.radius)};
  color: ${({ theme, $on }) => ($on ? theme.colors.warning.text : theme.skin.heading)};
  cursor: pointer;
  &:hover:not(:disabled) {
    ${({ theme, $round }) =>
      $round ? `background: ${theme.skin.hover};` : `color: ${theme.colors.primary.text};`}
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: 2px;
  }
  svg {
    width: 1.2rem;
    height: 1.2rem;
    fill: ${({ $on }) => ($on ? 'currentColor' : 'none')};
  }
  img {
    width: 1.75rem;
    height: 1.75rem;
    border-radius: 50%;
  }
`
