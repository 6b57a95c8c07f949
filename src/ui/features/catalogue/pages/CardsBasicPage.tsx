import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Card } from '../../../components/Card'
import { DetailFields, Section } from '../../../kit/detail/DetailView'
import { CataloguePage, CatalogueSection, useProps } from '../catalogue-parts'

export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: 1.25rem;
  > section {
    margin: 0;
  }
  h4 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
`

const CARD_CODE = `
<Card aria-labelledby="route-title">
  <h2 id="route-title">{t('route')}</h2>
  <p>{t('routeText')}</p>
</Card>
`
const SECTION_CODE = `
<Section title={t('shipment')} id="shipment">
  <DetailFields items={[{ label: t('vessel'), value: order.vessel }]} />
</Section>
`

/** /cards/basic: the kit's card surfaces, plain and titled. */
export default function CardsBasicPage() {
  const { t } = useTranslation('catalogue')
  const cardProps = useProps('cardsBasic.card.props', [
    ['aria-labelledby', 'string'],
    ['children', 'ReactNode'],
  ])
  const sectionProps = useProps('cardsBasic.section.props', [
    ['title', 'string'],
    ['id', 'string?'],
    ['children', 'ReactNode'],
  ])
  return (
    <CataloguePage title={t('cardsBasic.title')} intro={t('cardsBasic.intro')}>
      <CatalogueSection
        id="card"
        title={t('cardsBasic.card.title')}
        description={t('cardsBasic.card.description')}
        props={cardProps}
        code={CARD_CODE}
      >
        <CardGrid>
          <Card aria-labelledby="basic-route">
            <h4 id="basic-route">{t('cardsBasic.card.route')}</h4>
            <p>{t('cardsBasic.card.routeText')}</p>
          </Card>
          <Card aria-labelledby="basic-terms">
            <h4 id="basic-terms">{t('cardsBasic.card.terms')}</h4>
            <p>{t('cardsBasic.card.termsText')}</p>
          </Card>
        </CardGrid>
      </CatalogueSection>
      <CatalogueSection
        id="section"
        title={t('cardsBasic.section.title')}
        description={t('cardsBasic.section.description')}
        props={sectionProps}
        code={SECTION_CODE}
      >
        <Section title={t('cardsBasic.section.shipment')} id="catalogue-shipment">
          <DetailFields
            items={[
              { label: t('cardsBasic.section.vessel'), value: 'MSC Aurora' },
              { label: t('cardsBasic.section.port'), value: t('cardsBasic.section.portValue') },
              { label: t('cardsBasic.section.container'), value: '' },
            ]}
          />
        </Section>
      </CatalogueSection>
    </CataloguePage>
  )
}
