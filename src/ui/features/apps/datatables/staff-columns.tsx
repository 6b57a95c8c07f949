import type { TFunction } from 'i18next'
import styled from 'styled-components'
import {
  STAFF_STATUSES,
  salaryCents,
  staffStatus,
  startDay,
  type StaffRecord,
} from '../../../../domain/apps/datatables'
import { parseDay, type FilterField } from '../../../../domain/lists'
import { intlLocaleTag } from '../../../../domain/money'
import { Badge } from '../../../components/Badge'
import type { Column } from '../../../kit/list/DataTable'
import { filterFields, type FilterDef } from '../../../kit/list/FilterBar'

const Person = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  img {
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    flex: none;
  }
  span {
    display: flex;
    flex-direction: column;
  }
  strong {
    font-weight: 600;
    color: ${({ theme }) => theme.skin.heading};
    white-space: nowrap;
  }
  small {
    color: ${({ theme }) => theme.skin.muted};
  }
`

/** The salary for reading ($48,250.75 in the reader's locale) and for a CSV file (48250.75). */
const salaryText = (record: StaffRecord, locale: string) =>
  new Intl.NumberFormat(intlLocaleTag(locale), { style: 'currency', currency: 'USD' }).format(
    salaryCents(record.salary) / 100,
  )
const salaryCsv = (record: StaffRecord) => (salaryCents(record.salary) / 100).toFixed(2)

function startText(record: StaffRecord, locale: string) {
  const day = parseDay(startDay(record.start_date))
  return day ? new Intl.DateTimeFormat(intlLocaleTag(locale)).format(day) : record.start_date
}

export const statusLabel = (t: TFunction, status: number) => {
  const known = staffStatus(status)
  return known ? t(`statuses.${known.key}`) : String(status)
}

export function StatusBadge({ status, t }: { status: number; t: TFunction }) {
  return <Badge $color={staffStatus(status)?.color ?? 'light-secondary'}>{statusLabel(t, status)}</Badge>
}

/** The staff table's columns; each sorts (in the browser, by the domain's keys) and exports. */
export function staffColumns(t: TFunction, locale: string): Column<StaffRecord>[] {
  return [
    {
      id: 'full_name',
      header: t('columns.name'),
      sortable: true,
      alwaysShown: true,
      cell: (r) => (
        <Person>
          <img src={r.avatar} alt="" />
          <span>
            <strong>{r.full_name}</strong>
            <small>{r.experience}</small>
          </span>
        </Person>
      ),
      csv: (r) => r.full_name,
    },
    { id: 'post', header: t('columns.post'), sortable: true, cell: (r) => r.post, csv: (r) => r.post },
    { id: 'email', header: t('columns.email'), sortable: true, cell: (r) => r.email, csv: (r) => r.email },
    { id: 'city', header: t('columns.city'), sortable: true, cell: (r) => r.city, csv: (r) => r.city },
    {
      id: 'start_date',
      header: t('columns.startDate'),
      sortable: true,
      cell: (r) => startText(r, locale),
      csv: (r) => startDay(r.start_date) || r.start_date,
    },
    {
      id: 'salary',
      header: t('columns.salary'),
      sortable: true,
      align: 'end',
      cell: (r) => salaryText(r, locale),
      csv: salaryCsv,
    },
    {
      id: 'age',
      header: t('columns.age'),
      sortable: true,
      align: 'end',
      cell: (r) => r.age,
      csv: (r) => r.age,
    },
    {
      id: 'status',
      header: t('columns.status'),
      sortable: true,
      cell: (r) => <StatusBadge status={r.status} t={t} />,
      csv: (r) => statusLabel(t, r.status),
    },
  ]
}

/** The advanced table's column filters (domain `matchesStaffFilters` reads the same keys). */
export function staffFilters(t: TFunction): FilterDef[] {
  const defs: FilterDef[] = [
    { key: 'full_name', kind: 'text', label: t('columns.name') },
    { key: 'post', kind: 'text', label: t('columns.post') },
    { key: 'email', kind: 'text', label: t('columns.email') },
    { key: 'city', kind: 'text', label: t('columns.city') },
    {
      key: 'status',
      kind: 'select',
      label: t('columns.status'),
      options: STAFF_STATUSES.map((s) => ({ value: String(s.value), label: t(`statuses.${s.key}`) })),
    },
    { key: 'salaryMin', kind: 'money', label: t('filters.salaryMin') },
    { key: 'salaryMax', kind: 'money', label: t('filters.salaryMax') },
    { key: 'start', kind: 'dateRange', label: t('columns.startDate') },
  ]
  return defs
}

/** The URL state of those filters, for the list controller (a stable list). */
export const STAFF_FILTER_FIELDS: readonly FilterField[] = filterFields(
  staffFilters(((key: string) => key) as TFunction),
)
