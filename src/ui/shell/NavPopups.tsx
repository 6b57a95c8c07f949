import { useRef, type ReactNode } from 'react'
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  RouterProvider,
  type Key,
} from 'react-aria-components'
import styled, { useTheme } from 'styled-components'
import { useLocation } from 'wouter'
import { navButtonLook } from '../components/NavButton'
import type { TakeOver } from '../kit/on-demand'
import { useTakeOver } from '../kit/use-take-over'
import { floatingItem, floatingSurface } from '../kit/primitives/surfaces'

/** The navbar button as a React Aria button: the trigger of a navbar menu or panel. */
const NavTriggerButton = styled(AriaButton)`
  ${navButtonLook}
`

const Panel = styled(Popover)<{ $width?: string }>`
  ${floatingSurface};
  min-width: ${({ $width }) => $width ?? '11rem'};
  max-width: calc(100vw - 1rem);
  padding: 0.5rem 0;
  overflow: auto;
`
const Items = styled(Menu)`
  outline: none;
  max-height: inherit;
`
const Item = styled(MenuItem)`
  ${floatingItem};
  padding: 0.65rem 1.28rem;
  text-decoration: none;
  &[data-current] {
    background: ${({ theme }) => theme.colors.primary.light};
    color: ${({ theme }) => theme.colors.primary.text};
  }
  svg {
    width: 1rem;
    height: 1rem;
    flex-shrink: 0;
  }
`
const PanelBody = styled(Dialog)`
  outline: none;
`

export interface NavMenuItem {
  id: string
  /** What the item shows (icon and text). */
  content: ReactNode
  /** The item's text, for type-ahead and its accessible name. */
  textValue: string
  /** A link to an app page (navigates in the app, through its guarded router). */
  href?: string
  onAction?: () => void
  /** The page the item links to is the one shown. */
  current?: boolean
  lang?: string
}

type Align = 'start' | 'end'

/**
 * The popover's placement for a side of the page's reading direction. React Aria reads start and end in its
 * locale's direction (the language's), while right-to-left is a layout choice here, so they swap in RTL.
 */
function usePlacement(align: Align): 'bottom start' | 'bottom end' {
  const rtl = useTheme()?.direction === 'rtl'
  return (align === 'end') !== rtl ? 'bottom end' : 'bottom start'
}

/**
 * A navbar button that opens a menu (React Aria): arrow keys move, typing jumps, Enter chooses, Escape or a
 * click outside closes, and focus returns to the button. With `selectedKey` the items are radio items
 * (`menuitemradio`) and choosing one calls `onSelect`. Links go through the app's router.
 */
export function NavMenu({
  label,
  button,
  items,
  align = 'end',
  width,
  selectedKey,
  onSelect,
  takeOver,
}: {
  /** The button's and the menu's accessible name. */
  label: string
  button: ReactNode
  items: readonly NavMenuItem[]
  align?: Align
  width?: string
  selectedKey?: string
  onSelect?: (id: string) => void
  /** What was done to the stand-in before this code came (`DeferredNavMenu`). */
  takeOver?: TakeOver
}) {
  const [, navigate] = useLocation()
  const placement = usePlacement(align)
  const radio = selectedKey !== undefined
  const trigger = useRef<HTMLButtonElement>(null)
  useTakeOver(trigger, takeOver, 'menu')
  return (
    <RouterProvider navigate={(path) => navigate(path)}>
      <MenuTrigger>
        <NavTriggerButton ref={trigger} aria-label={label}>
          {button}
        </NavTriggerButton>
        <Panel placement={placement} $width={width}>
          <Items
            aria-label={label}
            selectionMode={radio ? 'single' : undefined}
            disallowEmptySelection={radio || undefined}
            selectedKeys={radio ? [selectedKey] : undefined}
            onSelectionChange={
              radio
                ? (keys) => {
                    const [key] = keys === 'all' ? [] : [...keys]
                    if (key !== undefined) onSelect?.(String(key))
                  }
                : undefined
            }
            onAction={(key: Key) => items.find((item) => item.id === key)?.onAction?.()}
          >
            {items.map((item) => (
              <Item
                key={item.id}
                id={item.id}
                href={item.href}
                textValue={item.textValue}
                lang={item.lang}
                data-current={item.current || undefined}
              >
                {item.content}
              </Item>
            ))}
          </Items>
        </Panel>
      </MenuTrigger>
    </RouterProvider>
  )
}

/**
 * A navbar button that opens a non-modal panel (React Aria dialog in a popover) named `label`; Escape or a
 * click outside closes it and focus returns to the button. `children` gets `close`.
 */
export function NavPanel({
  label,
  button,
  align = 'end',
  width,
  children,
}: {
  label: string
  button: ReactNode
  align?: Align
  width?: string
  children: (close: () => void) => ReactNode
}) {
  const placement = usePlacement(align)
  return (
    <DialogTrigger>
      <NavTriggerButton aria-label={label}>{button}</NavTriggerButton>
      <Panel placement={placement} $width={width}>
        <PanelBody aria-label={label}>{({ close }) => children(close)}</PanelBody>
      </Panel>
    </DialogTrigger>
  )
}
