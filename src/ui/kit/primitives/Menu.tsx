import { useRef, type ReactNode } from 'react'
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import styled from 'styled-components'
import { floatingItem, floatingSurface } from './surfaces'
import { menuButtonLook } from './menu-button-look'
import type { TakeOver } from '../on-demand'
import { useTakeOver } from '../use-take-over'

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
/** The menu button as a React Aria button (its look is `menuButtonLook`, shared with the stand-in). */
export const MenuButton = styled(AriaButton)`
  ${menuButtonLook}
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
  takeOver,
}: {
  /** The accessible name of the button. */
  label: string
  /** What the button shows (an icon, or text); the label when absent. */
  button?: ReactNode
  actions: MenuAction[]
  placement?: 'bottom end' | 'bottom start'
  /** What was done to a stand-in before this code came (`useOnDemand`). */
  takeOver?: TakeOver
}) {
  const trigger = useRef<HTMLButtonElement>(null)
  useTakeOver(trigger, takeOver, 'menu')
  return (
    <MenuTrigger>
      <MenuButton ref={trigger} aria-label={label}>
        {button ?? label}
      </MenuButton>
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
