import MoreIcon from 'lucide-react/icons/more-vertical'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { Card } from '../../../components/Card'
import { Accordion } from '../../../kit/primitives/Accordion'
import { ConfirmDialog } from '../../../kit/primitives/Dialog'
import { ActionMenu } from '../../../kit/primitives/Menu'
import { CataloguePage, CatalogueSection, useProps } from '../catalogue-parts'

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  h4 {
    margin: 0;
    font-size: 1rem;
  }
`

const MENU_CODE = `
<ActionMenu
  label={t('actionsFor', { name: card.title })}
  button={<MoreIcon aria-hidden="true" />}
  actions={[
    { id: 'collapse', label: t('collapse'), onAction: () => setOpen(false) },
    { id: 'remove', label: t('remove'), danger: true, onAction: () => setAsking(true) },
  ]}
/>
`
const ACCORDION_CODE = `
<Accordion
  label={t('questions')}
  items={[{ id: 'customs', title: t('customsQ'), content: t('customsA') }]}
/>
`

/** The card whose menu collapses it or removes it (after asking). */
function CardWithActions() {
  const { t } = useTranslation('catalogue')
  const [open, setOpen] = useState(true)
  const [removed, setRemoved] = useState(false)
  const [asking, setAsking] = useState(false)
  const title = t('cardsAction.menu.card')
  if (removed)
    return (
      <p role="status">
        {t('cardsAction.menu.removed')}{' '}
        <Button type="button" $variant="flat" onClick={() => setRemoved(false)}>
          {t('cardsAction.menu.restore')}
        </Button>
      </p>
    )
  return (
    <Card aria-labelledby="action-card-title" style={{ marginBottom: 0 }}>
      <Head>
        <h4 id="action-card-title">{title}</h4>
        <ActionMenu
          label={t('cardsAction.menu.actionsFor', { name: title })}
          button={<MoreIcon aria-hidden="true" />}
          actions={[
            open
              ? { id: 'collapse', label: t('cardsAction.menu.collapse'), onAction: () => setOpen(false) }
              : { id: 'expand', label: t('cardsAction.menu.expand'), onAction: () => setOpen(true) },
            {
              id: 'remove',
              label: t('cardsAction.menu.remove'),
              danger: true,
              onAction: () => setAsking(true),
            },
          ]}
        />
      </Head>
      {open && <p>{t('cardsAction.menu.text')}</p>}
      <ConfirmDialog
        isOpen={asking}
        title={t('cardsAction.menu.confirmTitle')}
        message={t('cardsAction.menu.confirmText')}
        confirmLabel={t('cardsAction.menu.remove')}
        tone="danger"
        onConfirm={() => {
          setAsking(false)
          setRemoved(true)
        }}
        onCancel={() => setAsking(false)}
      />
    </Card>
  )
}

/** /cards/action: cards with actions (a menu that collapses or removes them) and questions that open in place. */
export default function CardsActionPage() {
  const { t } = useTranslation('catalogue')
  const menuProps = useProps('cardsAction.menu.props', [
    ['label', 'string'],
    ['button', 'ReactNode?'],
    ['actions', 'MenuAction[]'],
    ['placement', "'bottom end' | 'bottom start'"],
  ])
  const accordionProps = useProps('cardsAction.accordion.props', [
    ['items', 'AccordionItem[]'],
    ['label', 'string?'],
  ])
  return (
    <CataloguePage title={t('cardsAction.title')} intro={t('cardsAction.intro')}>
      <CatalogueSection
        id="menu"
        title={t('cardsAction.menu.title')}
        description={t('cardsAction.menu.description')}
        props={menuProps}
        code={MENU_CODE}
      >
        <CardWithActions />
      </CatalogueSection>
      <CatalogueSection
        id="accordion"
        title={t('cardsAction.accordion.title')}
        description={t('cardsAction.accordion.description')}
        props={accordionProps}
        code={ACCORDION_CODE}
      >
        <Accordion
          label={t('cardsAction.accordion.label')}
          items={(['customs', 'insurance', 'tracking'] as const).map((id) => ({
            id,
            title: t(`cardsAction.accordion.${id}Q`),
            content: t(`cardsAction.accordion.${id}A`),
          }))}
        />
      </CatalogueSection>
    </CataloguePage>
  )
}
