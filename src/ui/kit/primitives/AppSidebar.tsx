import styled, { css } from 'styled-components'
import { Button } from '../../components/Button'

/**
 * The side panel of a template app (e-mail, to-do): its main action (`AppSidebarAction`), then lists of
 * choices as buttons, the current one `aria-current` (marked by the primary colour and an edge), under small
 * headings (`h2` or `h3`). With `$open` given, below 992px it leaves the layout and shows over the app only
 * while open (the app's menu toggle).
 */
export const AppSidebar = styled.nav<{ $open?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 1.25rem 0;
  border-inline-end: 1px solid ${({ theme }) => theme.skin.border};
  min-width: 15rem;
  background: ${({ theme }) => theme.skin.card};
  h2,
  h3 {
    margin: 1.25rem 1.25rem 0.5rem;
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${({ theme }) => theme.skin.heading};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li button {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    width: 100%;
    padding: 0.5rem 1.25rem;
    border: 0;
    border-inline-start: 2px solid transparent;
    background: none;
    color: ${({ theme }) => theme.skin.text};
    font: inherit;
    cursor: pointer;
    text-align: start;
  }
  li button:hover {
    color: ${({ theme }) => theme.colors.primary.text};
  }
  li button[aria-current='true'] {
    color: ${({ theme }) => theme.colors.primary.text};
    border-inline-start-color: ${({ theme }) => theme.colors.primary.main};
  }
  .name {
    flex: 1;
  }
  svg {
    width: 1.1rem;
    height: 1.1rem;
  }
  ${({ $open }) =>
    $open !== undefined &&
    css`
      @media (max-width: 991px) {
        display: ${$open ? 'flex' : 'none'};
        position: absolute;
        inset-block: 0;
        inset-inline-start: 0;
        z-index: 5;
        width: 16rem;
        box-shadow: 0 0.5rem 1.5rem rgba(0, 0, 0, 0.2);
        overflow-y: auto;
      }
    `}
`

/** The sidebar's main action (Compose, Add task), at the top. */
export const AppSidebarAction = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  margin: 0 1.25rem 0.75rem;
`
