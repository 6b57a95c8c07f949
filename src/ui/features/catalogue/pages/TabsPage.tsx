import { useTranslation } from 'react-i18next'
import { Tabs } from '../../../kit/primitives/Tabs'
import { CataloguePage, CatalogueSection, useProps } from '../catalogue-parts'

const TABS_CODE = `
<Tabs
  label={t('orderTabs')}
  defaultTab="payments"
  tabs={[
    { id: 'invoices', label: t('invoices'), content: () => <OrderInvoices order={order} /> },
    { id: 'payments', label: t('payments'), content: () => <OrderPayments order={order} /> },
  ]}
/>
`

/** /components/tabs: the kit's Tabs (keyboard, one panel rendered at a time, a default tab). */
export default function TabsPage() {
  const { t } = useTranslation('catalogue')
  const tabsProps = useProps('tabs.props', [
    ['label', 'string'],
    ['tabs', '{ id: string; label: string; content: () => ReactNode }[]'],
    ['defaultTab', 'string?'],
  ])
  const panel = (id: string) => () => <p>{t(`tabs.panels.${id}`)}</p>
  return (
    <CataloguePage title={t('tabs.title')} intro={t('tabs.intro')}>
      <CatalogueSection
        id="tabs"
        title={t('tabs.basic.title')}
        description={t('tabs.basic.description')}
        props={tabsProps}
        code={TABS_CODE}
      >
        <Tabs
          label={t('tabs.basic.label')}
          tabs={['overview', 'documents', 'history'].map((id) => ({
            id,
            label: t(`tabs.names.${id}`),
            content: panel(id),
          }))}
        />
      </CatalogueSection>
      <CatalogueSection
        id="default"
        title={t('tabs.default.title')}
        description={t('tabs.default.description')}
        code={TABS_CODE}
      >
        <Tabs
          label={t('tabs.default.label')}
          defaultTab="history"
          tabs={['overview', 'documents', 'history'].map((id) => ({
            id,
            label: t(`tabs.names.${id}`),
            content: panel(id),
          }))}
        />
      </CatalogueSection>
    </CataloguePage>
  )
}
