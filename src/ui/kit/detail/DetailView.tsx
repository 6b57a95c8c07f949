import type { ReactNode } from 'react'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import type { RecordActivity } from '../../../domain/activity'
import type { Money } from '../../../domain/money'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { useFormatters } from '../../i18n/format'
import { CreateLink } from '../actions/CreateLink'
import { LiveNotice } from '../live/LiveNotice'
import { LoadState } from '../primitives/LoadState'
import { RecordActivityLine } from './RecordActivityLine'
import type { DetailController, LiveChange } from './use-detail-controller'

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: 1rem;
  h1 {
    margin: 0 0 0.4rem;
    font-size: 1.4rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`
const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
`
const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: 1rem;
  margin: 1.5rem 0 0;
  div {
    padding: 0.8rem 1rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.skin.body};
  }
  dt {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.4px;
    color: ${({ theme }) => theme.skin.muted};
  }
  dd {
    margin: 0.3rem 0 0;
    font-size: 1.15rem;
    font-weight: 600;
    color: ${({ theme }) => theme.skin.heading};
    direction: ltr;
    text-align: start;
  }
  [dir='rtl'] & dd {
    text-align: end;
  }
  /* Compact on a phone: two figures a row, smaller boxes. */
  @media (max-width: 575.98px) {
    grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
    gap: 0.5rem;
    margin-top: 1rem;
    div {
      padding: 0.5rem 0.7rem;
    }
    dt {
      font-size: 0.714rem;
    }
    dd {
      font-size: 1rem;
    }
  }
`
const Fields = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 0.9rem 1.5rem;
  margin: 0;
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.skin.muted};
  }
  dd {
    margin: 0.2rem 0 0;
    color: ${({ theme }) => theme.skin.heading};
    overflow-wrap: anywhere;
  }
`
export const SectionCard = styled(Card)`
  h2 {
    margin: 0 0 1rem;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`

/** An action of a detail screen: a link (edit, add payment) or a button (delete, archive, approve). */
export type DetailAction =
  | { id: string; label: string; href: string; allowed: boolean }
  | {
      id: string
      label: string
      onPress: () => void
      allowed: boolean
      color?: 'primary' | 'danger' | 'warning' | 'secondary' | 'success'
    }

/** Money figures of a record, each labelled (amount, paid, pending, ...). */
export function MoneyTotals({ label, totals }: { label: string; totals: { label: string; value: Money }[] }) {
  const format = useFormatters()
  return (
    <Totals aria-label={label}>
      {totals.map((total) => (
        <div key={total.label}>
          <dt>{total.label}</dt>
          <dd>{format.money(total.value)}</dd>
        </div>
      ))}
    </Totals>
  )
}

/** Labelled values of a record (a definition list); empty values show a dash. */
export function DetailFields({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <Fields>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value === '' || item.value === null || item.value === undefined ? '—' : item.value}</dd>
        </div>
      ))}
    </Fields>
  )
}

/** A titled part of a detail screen. */
export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = `section-${id ?? title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <SectionCard aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </SectionCard>
  )
}

/** Who changed (or deleted) the record shown, and when: announced politely as it appears. */
export function LiveChangeNotice({ live }: { live: LiveChange | null | undefined }) {
  const { t } = useTranslation()
  const format = useFormatters()
  return (
    <LiveNotice>
      {live &&
        t(live.kind === 'deleted' ? 'kit.live.deletedBy' : 'kit.live.changedBy', {
          actor: live.actor || t('kit.live.someone'),
          time: format.dateTime(live.at),
        })}
    </LiveNotice>
  )
}

export interface DetailViewProps<T> {
  controller: DetailController<T>
  title: (record: T) => string
  /** Status badges beside the title. */
  badges?: (record: T) => ReactNode
  /** The money totals under the title. */
  totals?: (record: T) => { label: string; value: Money }[]
  /** Who created the record and who last changed it, and when (`RecordActivityLine`, under the title). */
  activity?: (record: T) => Partial<RecordActivity>
  /** The actions; only those `allowed` (by the user's ability and the record's state) are shown. */
  actions?: (record: T) => DetailAction[]
  /** Sections and tabs below the header. */
  children: (record: T) => ReactNode
  backHref: string
}

/**
 * The view of a detail screen: a header card (title, badges, activity, allowed actions, money totals), then the
 * record's sections and tabs, in the kit's `LoadState`: loading shows a spinner; a failed load says why, with Try
 * again and a way back.
 */
export function DetailView<T>({
  controller,
  title,
  badges,
  totals,
  activity,
  actions,
  children,
  backHref,
}: DetailViewProps<T>) {
  const { t } = useTranslation()
  return (
    <LoadState controller={controller} backHref={backHref}>
      {(record) => {
        const allowed = (actions?.(record) ?? []).filter((action) => action.allowed)
        return (
          <>
            <Card aria-labelledby="detail-title" aria-busy={controller.loading}>
              <Head>
                <div>
                  <h1 id="detail-title">{title(record)}</h1>
                  {badges && <Badges>{badges(record)}</Badges>}
                  {activity && <RecordActivityLine activity={activity(record)} />}
                  <LiveChangeNotice live={controller.live} />
                </div>
                {allowed.length > 0 && (
                  <Actions role="group" aria-label={t('kit.actions')}>
                    {allowed.map((action) =>
                      'href' in action ? (
                        <CreateLink key={action.id} href={action.href}>
                          {action.label}
                        </CreateLink>
                      ) : (
                        <Button
                          key={action.id}
                          type="button"
                          $variant="outline"
                          $color={action.color ?? 'primary'}
                          onClick={action.onPress}
                        >
                          {action.label}
                        </Button>
                      ),
                    )}
                  </Actions>
                )}
              </Head>
              {totals && <MoneyTotals label={t('kit.totals')} totals={totals(record)} />}
            </Card>
            {children(record)}
          </>
        )
      }}
    </LoadState>
  )
}
