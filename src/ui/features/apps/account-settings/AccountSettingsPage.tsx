import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { LoadError } from '../../../kit/primitives/LoadState'
import { PageSpinner } from '../../../components/PageSpinner'
import { Tabs } from '../../../kit/primitives/Tabs'
import { GeneralTab, InfoTab, PasswordTab, SocialTab } from './AccountTabs'
import { ConnectionsTab, NotificationsTab } from './PreferenceTabs'
import { useAccountSettings } from './use-account-settings'

const Title = styled.h1`
  margin: 0 0 1rem;
  font-size: 1.3rem;
  color: ${({ theme }) => theme.skin.heading};
`

/**
 * /pages/account-settings: the settings of `GET /account-setting/data` in tabs. The mock has no call to
 * change them: each tab saves its section on this device (local storage, through the port) and says so.
 */
export default function AccountSettingsPage() {
  const { t } = useTranslation('settings')
  const controller = useAccountSettings()
  return (
    <>
      <Title>{t('title')}</Title>
      {controller.error ? (
        <LoadError error={controller.error} onRetry={controller.retry} />
      ) : !controller.settings ? (
        <PageSpinner />
      ) : (
        <Tabs
          label={t('tabsLabel')}
          tabs={[
            {
              id: 'general',
              label: t('tabs.general'),
              content: () => <GeneralTab controller={controller} />,
            },
            {
              id: 'password',
              label: t('tabs.password'),
              content: () => <PasswordTab controller={controller} />,
            },
            { id: 'info', label: t('tabs.info'), content: () => <InfoTab controller={controller} /> },
            { id: 'social', label: t('tabs.social'), content: () => <SocialTab controller={controller} /> },
            {
              id: 'notifications',
              label: t('tabs.notifications'),
              content: () => <NotificationsTab controller={controller} />,
            },
            {
              id: 'connections',
              label: t('tabs.connections'),
              content: () => <ConnectionsTab controller={controller} />,
            },
          ]}
        />
      )}
    </>
  )
}
