import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { blockNavigation } from '../../runtime/navigation-guard'
import { ConfirmDialog } from '../primitives/Dialog'

/**
 * While `when` holds, leaving the page asks first: an in-app link or navigation opens a dialog (stay or
 * leave), and closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation()
  const [pending, setPending] = useState<(() => void) | null>(null)
  const whenRef = useRef(when)
  whenRef.current = when
  useEffect(() => {
    if (!when) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    const unblock = blockNavigation((proceed) => {
      if (whenRef.current) setPending(() => proceed)
      else proceed()
    })
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      unblock()
    }
  }, [when])
  return (
    <ConfirmDialog
      isOpen={pending !== null}
      title={t('kit.unsavedTitle')}
      message={t('kit.unsavedMessage')}
      confirmLabel={t('kit.leave')}
      tone="danger"
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const proceed = pending
        setPending(null)
        whenRef.current = false
        proceed?.()
      }}
    />
  )
}
