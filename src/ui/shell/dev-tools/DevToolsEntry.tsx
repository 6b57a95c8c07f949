import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/Button'
import DevToolsPanel from './DevToolsPanel'

/** The customizer's way into the developer panel (dev builds only: the customizer loads it lazily under DEV). */
export default function DevToolsEntry() {
  const { t } = useTranslation('devTools')
  const [open, setOpen] = useState(false)
  return (
    <div style={{ padding: '0 1.5rem 1.5rem' }}>
      <Button type="button" $variant="flat" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      {open && <DevToolsPanel isOpen onOpenChange={setOpen} />}
    </div>
  )
}
