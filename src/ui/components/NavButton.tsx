import styled, { css } from 'styled-components'

/** The look of a navbar button, the plain one's and React Aria's (the trigger of a navbar menu). */
export const navButtonLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-width: 2.2rem;
  height: 2.2rem;
  padding: 0 0.4rem;
  background: none;
  border: 0;
  border-radius: 0.358rem;
  cursor: pointer;
  font: inherit;
  color: ${({ theme }) => theme.skin.heading};
  &:hover,
  &[data-hovered],
  &[data-pressed] {
    color: ${({ theme }) => theme.colors.primary.text};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: 2px;
  }
  svg {
    width: 1.3rem;
    height: 1.3rem;
    flex-shrink: 0;
  }
`

/** A round icon button of the navbar. */
export const NavButton = styled.button`
  ${navButtonLook}
`
