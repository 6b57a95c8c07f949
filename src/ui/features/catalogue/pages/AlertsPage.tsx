import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button'
import { Alert, type AlertTone } from '../../../kit/primitives/Alert'
import { CataloguePage, CatalogueSection, useProps } from '../catalogue-parts'

const TONES: readonly AlertTone[] = ['primary', 'secondary', 'success', 'danger', 'warning', 'info']

const TONES_CODE = `
<Alert tone="warning" title={t('customsTitle')}>
  {t('customsText')}
</Alert>
`
const DISMISS_CODE = `
{shown && (
  <Alert tone="info" dismissLabel={t('dismiss')} onDismiss={() => setShown(false)}>
    {t('tip')}
  </Alert>
)}
`
const LIVE_CODE = `
// Something just happened: read at the next pause.
<Alert tone="success" live="status">{t('copied')}</Alert>
// A save failed: the form's error, with the server's details.
<SaveErrorAlert saveError={controller.saveError} />
`

/** /components/alerts: the kit's Alert in every tone, dismissible, announced, and the forms' save error. */
export default function AlertsPage() {
  const { t } = useTranslation('catalogue')
  const [shown, setShown] = useState(true)
  const [announced, setAnnounced] = useState(0)
  const alertProps = useProps('alerts.props', [
    ['tone', "'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info'"],
    ['title', 'string?'],
    ['live', "'alert' | 'status' | 'none'"],
    ['dismissLabel', 'string?'],
    ['onDismiss', '() => void'],
    ['children', 'ReactNode'],
  ])
  return (
    <CataloguePage title={t('alerts.title')} intro={t('alerts.intro')}>
      <CatalogueSection
        id="tones"
        title={t('alerts.tones.title')}
        description={t('alerts.tones.description')}
        props={alertProps}
        code={TONES_CODE}
      >
        {TONES.map((tone) => (
          <Alert key={tone} tone={tone} title={t(`alerts.tones.${tone}Title`)}>
            {t(`alerts.tones.${tone}`)}
          </Alert>
        ))}
      </CatalogueSection>
      <CatalogueSection
        id="dismiss"
        title={t('alerts.dismiss.title')}
        description={t('alerts.dismiss.description')}
        code={DISMISS_CODE}
      >
        {shown ? (
          <Alert tone="info" dismissLabel={t('alerts.dismiss.close')} onDismiss={() => setShown(false)}>
            {t('alerts.dismiss.text')}
          </Alert>
        ) : (
          <Button type="button" $variant="outline" onClick={() => setShown(true)}>
            {t('alerts.dismiss.showAgain')}
          </Button>
        )}
      </CatalogueSection>
      <CatalogueSection
        id="live"
        title={t('alerts.live.title')}
        description={t('alerts.live.description')}
        code={LIVE_CODE}
      >
        <Button type="button" $variant="outline" onClick={() => setAnnounced((count) => count + 1)}>
          {t('alerts.live.announce')}
        </Button>
        <div role="status" style={{ marginTop: '1rem' }}>
          {announced > 0 && <Alert tone="success">{t('alerts.live.announced', { count: announced })}</Alert>}
        </div>
      </CatalogueSection>
    </CataloguePage>
  )
}
