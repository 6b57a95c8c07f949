import type { ReactNode } from 'react'
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/Button'

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: 1100;
  background: rgba(34, 41, 47, 0.5);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
`
const Panel = styled(Modal)<{ $width: string }>`
  width: min(${({ $width }) => $width}, 100%);
  max-height: calc(100vh - 2rem);
  overflow: auto;
  background: ${({ theme }) => theme.skin.card};
  color: ${({ theme }) => theme.skin.text};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 5px 25px rgba(34, 41, 47, 0.3);
  [role='dialog'],
  [role='alertdialog'] {
    outline: none;
    padding: 1.5rem;
  }
  h2 {
    margin: 0 0 1rem;
    font-size: 1.2rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`
export const DialogFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`

export interface ModalDialogProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  title: string
  children: ReactNode
  /** `alertdialog` for confirmations: it interrupts and expects an answer. */
  role?: 'dialog' | 'alertdialog'
  width?: string
  /** Closing by a click outside (Escape always closes). */
  isDismissable?: boolean
}

/** A modal dialog (React Aria): focus moves in, is trapped, and returns to what opened it; Escape closes. */
export function ModalDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  role = 'dialog',
  width = '32rem',
  isDismissable = true,
}: ModalDialogProps) {
  return (
    <Overlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable}>
      <Panel $width={width}>
        <AriaDialog role={role}>
          <Heading slot="title">{title}</Heading>
          {children}
        </AriaDialog>
      </Panel>
    </Overlay>
  )
}

export interface ConfirmDialogProps {
  isOpen: boolean
  title: string
  message: ReactNode
  confirmLabel: string
  /** danger for destructive actions (delete), primary otherwise. */
  tone?: 'danger' | 'primary'
  onConfirm: () => void
  onCancel: () => void
}

/** Asks before an action: Cancel (focused first, the safe choice) or the action. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  tone = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      role="alertdialog"
      width="28rem"
    >
      <div>{message}</div>
      <DialogFooter>
        <Button type="button" $variant="outline" $color="secondary" onClick={onCancel} autoFocus>
          {t('kit.cancel')}
        </Button>
        <Button type="button" $color={tone} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </ModalDialog>
  )
}
