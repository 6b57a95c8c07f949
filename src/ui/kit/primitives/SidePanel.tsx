import type { ReactNode } from 'react'
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import styled from 'styled-components'

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: 1100;
  background: rgba(34, 41, 47, 0.5);
  display: flex;
  justify-content: flex-end;
`
const Sheet = styled(Modal)<{ $width: string }>`
  width: min(${({ $width }) => $width}, 100%);
  height: 100%;
  overflow: auto;
  background: ${({ theme }) => theme.skin.card};
  color: ${({ theme }) => theme.skin.text};
  box-shadow: -5px 0 25px rgba(34, 41, 47, 0.3);
  [role='dialog'] {
    outline: none;
    padding: 1.5rem;
  }
  h2 {
    margin: 0 0 1rem;
    font-size: 1.2rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`

export interface SidePanelProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  title: string
  children: ReactNode
  /** The sheet's width (CSS), 28rem by default; the full width on narrow screens. */
  width?: string
  /** Closing by a click outside (Escape always closes). */
  isDismissable?: boolean
}

/**
 * A modal side sheet at the inline end of the page (right, left in RTL), built on React Aria's Modal: focus
 * moves in, is trapped and returns to what opened it; Escape closes. For add and edit panels of the apps.
 */
export function SidePanel({
  isOpen,
  onOpenChange,
  title,
  children,
  width = '28rem',
  isDismissable = true,
}: SidePanelProps) {
  return (
    <Overlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable}>
      <Sheet $width={width}>
        <AriaDialog>
          <Heading slot="title">{title}</Heading>
          {children}
        </AriaDialog>
      </Sheet>
    </Overlay>
  )
}
