import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { LoadError } from '../../../kit/primitives/LoadState'
import { PageSpinner } from '../../../components/PageSpinner'
import { Tabs } from '../../../kit/primitives/Tabs'
import { tabPanelOnDemand, useHeadStart } from '../../../kit/shown-on-demand'
import { GeneralTab, PasswordTab, SocialTab } from './AccountTabs'
import { useAccountSettings } from './use-account-settings'

// The tabs with a date field or the detail kit load after the first paint: asked for as the page mounts, and by
// the tab itself if it is shown first (issue 31's budgets: the date picker and the detail kit's chunk, 66 kB).
const loadInfoTab = () => import('./InfoTab')
const loadPreferenceTabs = () => import('./PreferenceTabs')
const InfoTab = tabPanelOnDemand(() => loadInfoTab().then((module) => module.InfoTab))
const NotificationsTab = tabPanelOnDemand(() =>
  loadPreferenceTabs().then((module) => module.NotificationsTab),
)
const ConnectionsTab = tabPanelOnDemand(() => loadPreferenceTabs().then((module) => module.ConnectionsTab))

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
  useHeadStart(loadInfoTab, loadPreferenceTabs)
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
