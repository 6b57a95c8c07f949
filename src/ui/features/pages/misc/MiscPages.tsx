import { useTranslation } from 'react-i18next'
import { HomeLink } from './HomeLink'
import { MiscPage } from './MiscPage'

type MiscKey = 'notAuthorized' | 'error' | 'comingSoon' | 'maintenance'

const miscPage = (key: MiscKey) =>
  function MiscMessagePage() {
    const { t } = useTranslation('misc')
    return (
      <MiscPage title={t(`${key}.title`)} action={<HomeLink />}>
        {t(`${key}.text`)}
      </MiscPage>
    )
  }

export const NotAuthorizedPage = miscPage('notAuthorized')
export const ErrorPage = miscPage('error')
export const ComingSoonPage = miscPage('comingSoon')
export const MaintenancePage = miscPage('maintenance')
