import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { CONTENT_WIDTHS } from '../../../../domain/layout'
import { layout, setLayout } from '../../../shell/layout-store'
import { CataloguePage, CatalogueSection, useProps } from '../catalogue-parts'
import { Choice } from './layout-choice'

const CODE = `
import { layout, setLayout } from '../shell/layout-store'

setLayout('contentWidth', 'boxed') // content at most 1440 px wide, centred
setLayout('contentWidth', 'full')  // content across the whole window
`

/** /page-layout/layout-boxed: the content boxed (at most 1440 px, centred) or across the window. */
export default function LayoutBoxedPage() {
  const { t } = useTranslation('catalogue')
  const state = useSnapshot(layout)
  const props = useProps('layoutBoxed.props', [["setLayout('contentWidth', value)", "'boxed' | 'full'"]])
  return (
    <CataloguePage title={t('layoutBoxed.title')} intro={t('layoutBoxed.intro')}>
      <CatalogueSection
        id="width"
        title={t('layoutBoxed.section.title')}
        description={t('layoutBoxed.section.description')}
        props={props}
        code={CODE}
      >
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend>{t('layoutBoxed.section.legend')}</legend>
          {CONTENT_WIDTHS.map((width) => (
            <Choice key={width}>
              <input
                type="radio"
                name="catalogue-content-width"
                value={width}
                checked={state.contentWidth === width}
                onChange={() => setLayout('contentWidth', width)}
              />
              {t(`layoutBoxed.section.${width}`)}
            </Choice>
          ))}
        </fieldset>
        <p role="status">{t(`layoutBoxed.section.now.${state.contentWidth}`)}</p>
      </CatalogueSection>
    </CataloguePage>
  )
}
