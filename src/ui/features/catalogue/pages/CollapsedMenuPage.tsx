import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Alert } from '../../../kit/primitives/Alert'
import { derivedLayout, layout, setLayout } from '../../../shell/layout-store'
import { CataloguePage, CatalogueSection, useProps } from '../catalogue-parts'
import { Choice } from './layout-choice'

const CODE = `
import { useSnapshot } from 'valtio'
import { derivedLayout, layout, setLayout } from '../shell/layout-store'

const state = useSnapshot(layout)
const { collapsed } = derivedLayout(state) // what the shell draws now
setLayout('menuCollapsed', true)            // kept for the next visit
`

/** /page-layout/collapsed-menu: the side menu collapsed to its icons, chosen here and kept. */
export default function CollapsedMenuPage() {
  const { t } = useTranslation('catalogue')
  const state = useSnapshot(layout)
  const { collapsed, shownLayout, compact } = derivedLayout(state)
  const props = useProps('collapsedMenu.props', [
    ["setLayout('menuCollapsed', value)", 'boolean'],
    ['derivedLayout(state).collapsed', 'boolean'],
  ])
  const why = compact ? 'narrow' : shownLayout !== 'vertical' ? 'horizontal' : null
  return (
    <CataloguePage title={t('collapsedMenu.title')} intro={t('collapsedMenu.intro')}>
      <CatalogueSection
        id="collapse"
        title={t('collapsedMenu.section.title')}
        description={t('collapsedMenu.section.description')}
        props={props}
        code={CODE}
      >
        <Choice>
          <input
            type="checkbox"
            checked={state.menuCollapsed}
            onChange={(event) => setLayout('menuCollapsed', event.target.checked)}
          />
          {t('collapsedMenu.section.toggle')}
        </Choice>
        <p role="status">
          {t(collapsed ? 'collapsedMenu.section.isCollapsed' : 'collapsedMenu.section.isFull')}
        </p>
        {why && <Alert tone="info">{t(`collapsedMenu.section.${why}`)}</Alert>}
      </CatalogueSection>
    </CataloguePage>
  )
}
