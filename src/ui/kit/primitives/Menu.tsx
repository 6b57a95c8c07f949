import type { ReactNode } from 'react'
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import styled from 'styled-components'
import { floatingItem, floatingSurface } from './surfaces'

export const MenuPopover = styled(Popover)`
  ${floatingSurface};
  min-width: 11rem;
  padding: 0.4rem 0;
  overflow: auto;
`
const Items = styled(Menu)`
  outline: none;
  max-height: inherit;
`
const Item = styled(MenuItem)`
  ${floatingItem};
`
export const MenuButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-width: 2.2rem;
  min-height: 2.2rem;
  padding: 0.35rem 0.6rem;
  background: none;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.skin.heading};
  cursor: pointer;
  font: inherit;
  &[data-hovered],
  &[data-pressed] {
    color: ${({ theme }) => theme.colors.primary.text};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: 2px;
  }
  svg {
    width: 1.2rem;
    height: 1.2rem;
  }
`

export interface MenuAction {
  id: string
  label: string
  icon?: ReactNode
  /** Navigates instead of running something. */
  href?: string
  onAction?: () => void
  danger?: boolean
  disabled?: boolean
}

/**
 * A button that opens a menu of actions (React Aria): arrow keys move, typing jumps, Enter or Space
 * chooses, Escape closes and focus returns to the button.
 */
export function ActionMenu({
  label,
  button,
  actions,
  placement = 'bottom end',
}: {
  /** The accessible name of the button. */
  label: string
  /** What the button shows (an icon, or text); the label when absent. */
  button?: ReactNode
  actions: MenuAction[]
  placement?: 'bottom end' | 'bottom start'
}) {
  return (
    <MenuTrigger>
      <MenuButton aria-label={label}>{button ?? label}</MenuButton>
      <MenuPopover placement={placement}>
        <Items
          aria-label={label}
          disabledKeys={actions.filter((action) => action.disabled).map((action) => action.id)}
          onAction={(key) => actions.find((action) => action.id === key)?.onAction?.()}
        >
          {actions.map((action) => (
            <Item
              key={action.id}
              id={action.id}
              href={action.href}
              textValue={action.label}
              data-danger={action.danger || undefined}
            >
              {action.icon}
              {action.label}
            </Item>
          ))}
        </Items>
      </MenuPopover>
    </MenuTrigger>
  )
}
