import { Suspense, lazy, useEffect, useRef } from 'react'
import styled from 'styled-components'
import { useSnapshot } from 'valtio'
import { useTranslation } from 'react-i18next'
import XIcon from 'lucide-react/icons/x'
import {
  CONTENT_WIDTHS,
  FOOTER_TYPES,
  MENU_LAYOUTS,
  NAVBAR_TYPES,
  SKINS,
  isCompactWidth,
  type LayoutPreferences,
} from '../../domain/layout'
import { Button } from '../components/Button'
import { layout, resetLayout, setLayout } from './layout-store'
import { DemoDataReset } from './DemoDataReset'

/** The mock API's developer panel: in dev builds only (a production build has no trace of it). */
const DevToolsEntry = import.meta.env.DEV ? lazy(() => import('./dev-tools/DevToolsEntry')) : undefined

const Panel = styled.aside`
  position: fixed;
  top: 0;
  bottom: 0;
  inset-inline-end: 0;
  width: 400px;
  max-width: 100vw;
  z-index: 1051;
  background: ${({ theme }) => theme.skin.card};
  box-shadow:
    0 15px 30px 0 rgba(0, 0, 0, 0.11),
    0 5px 15px 0 rgba(0, 0, 0, 0.08);
  overflow-y: auto;
  color: ${({ theme }) => theme.skin.text};
`
const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  padding: 1.5rem 1.5rem 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.skin.border};
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.2rem;
    text-transform: uppercase;
  }
  p {
    margin: 0;
  }
  button {
    background: none;
    border: 0;
    cursor: pointer;
    color: inherit;
    padding: 0.25rem;
  }
`
const Section = styled.fieldset`
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.skin.border};
  margin: 0;
  padding: 1rem 1.5rem;
  legend {
    float: left;
    width: 100%;
    padding: 0;
    margin-bottom: 0.6rem;
    font-weight: 600;
    color: ${({ theme }) => theme.skin.heading};
  }
  .choices {
    clear: both;
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1.2rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    cursor: pointer;
  }
  input {
    accent-color: ${({ theme }) => theme.colors.primary.main};
  }
  small {
    display: block;
    clear: both;
    margin-top: 0.5rem;
    color: ${({ theme }) => theme.skin.muted};
  }
`
const Switches = styled.div`
  padding: 1rem 1.5rem;
  display: grid;
  gap: 0.8rem;
  border-bottom: 1px solid ${({ theme }) => theme.skin.border};
  label {
    display: flex;
    align-items: center;
    justify-content: space-between;
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.skin.heading};
  }
  input {
    width: 2.2rem;
    height: 1.2rem;
    accent-color: ${({ theme }) => theme.colors.primary.main};
  }
`

type ChoiceKey = 'skin' | 'contentWidth' | 'layout' | 'navbarType' | 'footerType'

function Choices<K extends ChoiceKey>({
  name,
  values,
  note,
}: {
  name: K
  values: readonly LayoutPreferences[K][]
  note?: string
}) {
  const { t } = useTranslation('shell')
  const state = useSnapshot(layout)
  return (
    <Section>
      <legend>{t(`customizer.${name}`)}</legend>
      <div className="choices">
        {values.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`customizer-${name}`}
              value={value}
              checked={state[name] === value}
              onChange={() => setLayout(name, value)}
            />
            {t(`customizer.values.${value}`)}
          </label>
        ))}
      </div>
      {note && <small>{note}</small>}
    </Section>
  )
}

/** The theme customizer: every layout choice of spec §9, applied live. */
export default function Customizer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell')
  const state = useSnapshot(layout)
  const closeButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    closeButton.current?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])
  const toggle = (key: 'direction' | 'menuCollapsed' | 'menuHidden', checked: boolean) =>
    key === 'direction' ? setLayout('direction', checked ? 'rtl' : 'ltr') : setLayout(key, checked)
  return (
    <Panel role="dialog" aria-modal="false" aria-labelledby="customizer-title">
      <Head>
        <div>
          <h2 id="customizer-title">{t('customizer.title')}</h2>
          <p>{t('customizer.subtitle')}</p>
        </div>
        <button ref={closeButton} type="button" aria-label={t('customizer.close')} onClick={onClose}>
          <XIcon aria-hidden="true" />
        </button>
      </Head>
      <Choices name="skin" values={SKINS} />
      <Choices name="contentWidth" values={CONTENT_WIDTHS} />
      <Switches>
        <label>
          {t('customizer.rtl')}
          <input
            type="checkbox"
            role="switch"
            checked={state.direction === 'rtl'}
            onChange={(e) => toggle('direction', e.target.checked)}
          />
        </label>
      </Switches>
      <Choices
        name="layout"
        values={MENU_LAYOUTS}
        note={isCompactWidth(state.width) ? t('customizer.compactNote') : undefined}
      />
      <Switches>
        <label>
          {t('customizer.menuCollapsed')}
          <input
            type="checkbox"
            role="switch"
            checked={state.menuCollapsed}
            onChange={(e) => toggle('menuCollapsed', e.target.checked)}
          />
        </label>
        <label>
          {t('customizer.menuHidden')}
          <input
            type="checkbox"
            role="switch"
            checked={state.menuHidden}
            onChange={(e) => toggle('menuHidden', e.target.checked)}
          />
        </label>
      </Switches>
      <Choices name="navbarType" values={NAVBAR_TYPES} />
      <Choices name="footerType" values={FOOTER_TYPES} />
      <div style={{ padding: '1.5rem' }}>
        <Button type="button" $variant="outline" onClick={resetLayout}>
          {t('customizer.reset')}
        </Button>
      </div>
      <DemoDataReset />
      {DevToolsEntry && (
        <Suspense fallback={null}>
          <DevToolsEntry />
        </Suspense>
      )}
    </Panel>
  )
}
