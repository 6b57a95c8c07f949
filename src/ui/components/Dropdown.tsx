import { useEffect, useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'

export const DropdownPanel = styled.div<{ $align?: 'start' | 'end'; $width?: string }>`
  position: absolute;
  top: calc(100% + 0.5rem);
  ${({ $align = 'end' }) => ($align === 'end' ? 'inset-inline-end: 0;' : 'inset-inline-start: 0;')}
  min-width: ${({ $width }) => $width ?? '11rem'};
  background: ${({ theme }) => theme.skin.card};
  border: 1px solid ${({ theme }) => theme.skin.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 5px 25px rgba(34, 41, 47, 0.1);
  padding: 0.5rem 0;
  z-index: 1050;
  list-style: none;
  margin: 0;
`

export const MenuItemButton = styled.button`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  width: 100%;
  background: none;
  border: 0;
  padding: 0.65rem 1.28rem;
  text-align: start;
  cursor: pointer;
  color: ${({ theme }) => theme.skin.text};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primary.light};
    color: ${({ theme }) => theme.colors.primary.main};
  }
`

/**
 * A toggle button and the panel it opens; the panel closes on a click outside, on Escape (focus goes back
 * to the button) and after a choice (`close` is handed to the panel).
 */
export function Dropdown({
  button,
  label,
  children,
  align = 'end',
  width,
  role = 'menu',
  className,
}: {
  button: ReactNode
  label: string
  children: (close: () => void) => ReactNode
  align?: 'start' | 'end'
  width?: string
  role?: 'menu' | 'dialog' | 'listbox'
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        toggle.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])
  return (
    <div ref={root} style={{ position: 'relative' }} className={className}>
      <NavButton
        ref={toggle}
        type="button"
        aria-haspopup={role === 'dialog' ? 'dialog' : role}
        aria-expanded={open}
        aria-label={label}
        onClick={() => setOpen(!open)}
      >
        {button}
      </NavButton>
      {open && (
        <DropdownPanel $align={align} $width={width} role={role} aria-label={label}>
          {children(() => setOpen(false))}
        </DropdownPanel>
      )}
    </div>
  )
}

/** A round icon button of the navbar. */
export const NavButton = styled.button`
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
  color: ${({ theme }) => theme.skin.heading};
  &:hover {
    color: ${({ theme }) => theme.colors.primary.main};
  }
  svg {
    width: 1.3rem;
    height: 1.3rem;
    flex-shrink: 0;
  }
`
