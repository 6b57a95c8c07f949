import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PORTS } from '../../ports/tokens'
import { Button } from '../components/Button'
import { ConfirmDialog } from '../kit/primitives/Dialog'
import { optionalPort } from '../runtime/optional-port'

/**
 * The customizer's "Reset demo data" (decision 0062): the demo apps keep their data in this browser; this asks,
 * then forgets it and reloads the page, which starts the in-browser mock from its seed. Layout choices stay.
 */
export function DemoDataReset() {
  const { t } = useTranslation('demoData')
  const [asking, setAsking] = useState(false)
  const port = optionalPort(PORTS.demoData)
  if (!port) return null
  return (
    <section aria-labelledby="demo-data-title" style={{ padding: '0 1.5rem 1.5rem' }}>
      <h3 id="demo-data-title">{t('title')}</h3>
      <p>{t('note')}</p>
      <Button type="button" $variant="outline" $color="danger" onClick={() => setAsking(true)}>
        {t('reset')}
      </Button>
      <ConfirmDialog
        isOpen={asking}
        title={t('confirmTitle')}
        message={t('confirmMessage')}
        confirmLabel={t('confirm')}
        tone="danger"
        onConfirm={() => {
          setAsking(false)
          port.reset()
        }}
        onCancel={() => setAsking(false)}
      />
    </section>
  )
}
