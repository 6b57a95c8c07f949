import { useTranslation } from 'react-i18next'
import { money } from '../../../../domain/money'
import { useFormatters } from '../../../i18n/format'
import { MoneyTotals, Section } from '../../../kit/detail/DetailView'
import { RecordActivityLine } from '../../../kit/detail/RecordActivityLine'
import { Timeline } from '../../../kit/detail/Timeline'
import { CataloguePage, CatalogueSection, useProps } from '../catalogue-parts'

const TOTALS_CODE = `
<MoneyTotals
  label={t('totals')}
  totals={[{ label: t('amount'), value: money(1250000, 'currencies/usd', -2) }]}
/>
`
const TIMELINE_CODE = `
<Timeline
  label={t('steps')}
  events={[{ id: 'loaded', label: t('loaded'), date: order.loadedAt }]}
  formatDate={format.date}
  pendingText={t('notYet')}
/>
`
const ACTIVITY_CODE = `
<RecordActivityLine activity={{ createdBy: 'admin', createTime, updatedBy: 'c1001', updateTime }} />
`

const day = (iso: string) => new Date(`${iso}T10:30:00Z`)

/** /cards/advance: cards that show a record's figures, steps and history, with the kit's detail parts. */
export default function CardsAdvancePage() {
  const { t } = useTranslation('catalogue')
  const format = useFormatters()
  const totalsProps = useProps('cardsAdvance.totals.props', [
    ['label', 'string'],
    ['totals', '{ label: string; value: Money }[]'],
  ])
  const timelineProps = useProps('cardsAdvance.timeline.props', [
    ['label', 'string'],
    ['events', 'TimelineEvent[]'],
    ['formatDate', '(date: Date) => string'],
    ['pendingText', 'string'],
  ])
  const activityProps = useProps('cardsAdvance.activity.props', [['activity', 'Partial<RecordActivity>']])
  const usd = (cents: number) => money(cents, 'currencies/usd', -2)
  return (
    <CataloguePage title={t('cardsAdvance.title')} intro={t('cardsAdvance.intro')}>
      <CatalogueSection
        id="totals"
        title={t('cardsAdvance.totals.title')}
        description={t('cardsAdvance.totals.description')}
        props={totalsProps}
        code={TOTALS_CODE}
      >
        <MoneyTotals
          label={t('cardsAdvance.totals.label')}
          totals={[
            { label: t('cardsAdvance.totals.amount'), value: usd(1_250_000) },
            { label: t('cardsAdvance.totals.paid'), value: usd(800_000) },
            { label: t('cardsAdvance.totals.pending'), value: usd(450_000) },
          ]}
        />
      </CatalogueSection>
      <CatalogueSection
        id="timeline"
        title={t('cardsAdvance.timeline.title')}
        description={t('cardsAdvance.timeline.description')}
        props={timelineProps}
        code={TIMELINE_CODE}
      >
        <Section title={t('cardsAdvance.timeline.card')} id="catalogue-steps">
          <Timeline
            label={t('cardsAdvance.timeline.card')}
            events={[
              { id: 'bought', label: t('cardsAdvance.timeline.bought'), date: day('2026-10-02') },
              { id: 'loaded', label: t('cardsAdvance.timeline.loaded'), date: day('2026-10-20') },
              { id: 'arrived', label: t('cardsAdvance.timeline.arrived'), date: null },
            ]}
            formatDate={format.date}
            pendingText={t('cardsAdvance.timeline.notYet')}
          />
        </Section>
      </CatalogueSection>
      <CatalogueSection
        id="activity"
        title={t('cardsAdvance.activity.title')}
        description={t('cardsAdvance.activity.description')}
        props={activityProps}
        code={ACTIVITY_CODE}
      >
        <RecordActivityLine
          activity={{
            createdBy: 'admin',
            createTime: day('2026-11-02'),
            updatedBy: 'c1001',
            updateTime: day('2026-11-24'),
          }}
        />
        <RecordActivityLine activity={{ createdBy: 'admin' }} />
      </CatalogueSection>
    </CataloguePage>
  )
}
