import { useTranslation } from 'react-i18next'
import type { ChartRow } from '../../../../domain/apps/cards'
import { intlLocaleTag } from '../../../../domain/money'
import { useFormatters } from '../../../i18n/format'
import { Alert } from '../../../kit/primitives/Alert'
import { useProps } from '../catalogue-parts'

/** Sample figures of the chart pages (six months of one yard), said to be samples on every page. */
export const MONTHLY = [
  { month: 5, cars: 182, containers: 41, transitDays: 24 },
  { month: 6, cars: 205, containers: 48, transitDays: 23 },
  { month: 7, cars: 231, containers: 52, transitDays: 26 },
  { month: 8, cars: 219, containers: 57, transitDays: 22 },
  { month: 9, cars: 248, containers: 61, transitDays: 21 },
  { month: 10, cars: 266, containers: 66, transitDays: 20 },
] as const
export const BY_PORT = [
  { port: 'poti', cars: 412 },
  { port: 'batumi', cars: 287 },
  { port: 'mersin', cars: 356 },
  { port: 'novorossiysk', cars: 296 },
] as const

/** The months as rows of a chart, labelled in the reader's language (`Jun`, `июн.`, `հնս`). */
export function useMonthlyRows(): ChartRow[] {
  const { t } = useTranslation('catalogue')
  const { locale } = useFormatters()
  const month = new Intl.DateTimeFormat(intlLocaleTag(locale), { month: 'short', timeZone: 'UTC' })
  return MONTHLY.map((row) => ({
    label: month.format(new Date(Date.UTC(2026, row.month, 1))),
    [t('charts.series.cars')]: row.cars,
    [t('charts.series.containers')]: row.containers,
    [t('charts.series.transitDays')]: row.transitDays,
  }))
}

/** What every chart page says first: which library draws it, and that its figures are samples. */
export function ChartsNote({ page }: { page: 'apex' | 'chartjs' | 'recharts' }) {
  const { t } = useTranslation('catalogue')
  return (
    <Alert tone="info" title={t('charts.library')}>
      {t(`charts.note.${page}`)}
    </Alert>
  )
}

/** The props table of `ChartFigure`, shown on the Apex and Chart.js pages. */
export const useChartFigureProps = () =>
  useProps('charts.props', [
    ['caption', 'string'],
    ['rows', 'ChartRow[]'],
    ['columns', '{ key; label }[]'],
    ['format', '(value: number) => string'],
    ['labelHeader', 'string'],
    ['height', 'number'],
    ['children', '<ChartArea>{recharts chart}</ChartArea>'],
  ])
