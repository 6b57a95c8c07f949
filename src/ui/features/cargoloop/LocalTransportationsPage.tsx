import { useCallback, useMemo, useRef } from 'react'
import { useSnapshot } from 'valtio'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { queryLocally, type FilterValues, type ListQuery } from '../../../domain/lists'
import { formatMoneyInput } from '../../../domain/money'
import type { Buyer, LocalTransportation } from '../../../domain/partner'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { Badge } from '../../components/Badge'
import { useFormatters } from '../../i18n/format'
import { Section } from '../../kit/detail/DetailView'
import { useDetailController } from '../../kit/detail/use-detail-controller'
import type { Column } from '../../kit/list/DataTable'
import { filterFields, type FilterDef } from '../../kit/list/FilterBar'
import { ListView } from '../../kit/list/ListView'
import { useListController } from '../../kit/list/use-list-controller'
import { createPartnerStore } from './cargoloop-store'
import {
  LOCAL_TRANSPORTATION_RULES,
  matchesLocalTransportationFilters,
  statesOf,
} from './local-transportation-rules'
import { idOf } from '../../../domain/names'

const BuyerList = styled.ul`
  columns: 3 14rem;
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.3rem 0;
    break-inside: avoid;
  }
  small {
    color: ${({ theme }) => theme.skin.muted};
  }
`

type LocalQuery = ListQuery & { filters: FilterValues }

const toQuery = (query: ListQuery, filters: FilterValues): LocalQuery => ({ ...query, filters })

/** The partner's local transportation prices (fetched whole, searched, sorted and paged here) and its buyers. */
export default function LocalTransportationsPage() {
  const { t } = useTranslation('cargoloop')
  const format = useFormatters()
  const port = resolvePort(PORTS.cargoloop)
  const partner = useMemo(() => createPartnerStore(port), [port])
  const prices = useSnapshot(partner.localTransportations.state)
  const fetched = useRef<Promise<void> | null>(null)

  const load = useCallback(
    async ({ filters, ...query }: LocalQuery) => {
      fetched.current ??= partner.localTransportations.load()
      await fetched.current
      const { items, error } = partner.localTransportations.state
      if (error) {
        fetched.current = null
        throw error
      }
      const kept = items.filter((row) => matchesLocalTransportationFilters(row, filters))
      return queryLocally(kept, query, LOCAL_TRANSPORTATION_RULES)
    },
    [partner],
  )

  const states = statesOf(prices.items as LocalTransportation[])
  const filters = useMemo<FilterDef[]>(
    () => [
      {
        key: 'state',
        kind: 'select',
        label: t('local.state'),
        options: states.map((state) => ({ value: state, label: state })),
      },
      { key: 'preferableOnly', kind: 'boolean', label: t('local.preferableOnly') },
    ],
    // the options change only when the states do
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, states.join('|')],
  )
  const fields = useMemo(() => filterFields(filters), [filters])
  const list = useListController({
    id: 'local-transportations',
    load,
    toQuery,
    filters: fields,
    defaults: { sortColumn: 'auctionLocationDisplayName', sort: 'asc' },
    rowId: (row: LocalTransportation) => row.name,
  })

  const columns = useMemo<Column<LocalTransportation>[]>(() => {
    const text = (id: keyof LocalTransportation & string, header: string) =>
      ({
        id,
        header,
        sortable: true,
        cell: (row) => String(row[id] ?? ''),
        csv: (row) => String(row[id] ?? ''),
      }) satisfies Column<LocalTransportation>
    return [
      { ...text('auctionLocationDisplayName', t('local.auctionLocation')), alwaysShown: true },
      text('auctionDisplayName', t('local.auction')),
      text('cityDisplayName', t('local.city')),
      text('stateDisplayName', t('local.state')),
      text('zip', t('local.zip')),
      text('terminalDisplayName', t('local.terminal')),
      {
        id: 'price',
        header: t('local.price'),
        sortable: true,
        align: 'end',
        cell: (row) => (row.price ? format.money(row.price) : ''),
        csv: (row) => (row.price ? formatMoneyInput(row.price.value, row.price.exponent) : ''),
      },
      {
        id: 'isPreferable',
        header: t('local.preferable'),
        sortable: true,
        cell: (row) =>
          row.isPreferable ? <Badge $color="light-success">{t('local.preferableBadge')}</Badge> : '',
        csv: (row) => (row.isPreferable ? t('yes') : t('no')),
      },
    ]
  }, [t, format])

  const buyers = useDetailController(() => port.listBuyers(), 'buyers')

  return (
    <>
      <ListView
        list={list}
        title={t('local.title')}
        columns={columns}
        empty={t('local.empty')}
        filters={filters}
        searchLabel={t('local.search')}
        exportName="local-transportations"
      />
      <Section title={t('local.buyers')} id="buyers">
        {buyers.error ? (
          <p role="alert">{t(`common:errors.${buyers.error.code}`)}</p>
        ) : buyers.record && buyers.record.length === 0 ? (
          <p>{t('local.noBuyers')}</p>
        ) : (
          <BuyerList aria-label={t('local.buyers')} aria-busy={buyers.loading}>
            {(buyers.record ?? []).map((buyer: Buyer) => (
              <li key={buyer.name}>
                {buyer.displayName} <small>{idOf(buyer.name)}</small>
              </li>
            ))}
          </BuyerList>
        )}
      </Section>
    </>
  )
}
