/**
 * The cards' figures for a chosen period (`?period=Last Month`) or revenue-report year (`?year=2019`).
 * The base data is the default choice (Last 28 Days, 2020); other choices scale the counts by a fixed factor
 * and shape each chart a little differently, so a choice always answers the same, different figures.
 */
import { PERIODS, REVENUE_YEARS } from './data'
import type { AnalyticsCard } from './data'

type Period = (typeof PERIODS)[number]
type Year = (typeof REVENUE_YEARS)[number]
type Json = Record<string, unknown>
type Series = { name: string; data: number[] }[]

const PERIOD_FACTOR: Record<Period, number> = { 'Last 28 Days': 1, 'Last Month': 1.08, 'Last Year': 11.6 }
const YEAR_FACTOR: Record<Year, number> = { '2020': 1, '2019': 0.84, '2018': 0.69 }

export const isPeriod = (value: unknown): value is Period => PERIODS.includes(value as Period)
export const isYear = (value: unknown): value is Year => REVENUE_YEARS.includes(value as Year)

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits
/** Index 0 (the default choice) keeps the shape; the others wobble each point by up to 12 %. */
const scaleSeries = (series: Series, factor: number, seed: number): Series =>
  series.map((line) => ({
    ...line,
    data: line.data.map((value, i) =>
      round(value * factor * (seed ? 1 + 0.12 * Math.sin(i * 1.7 + seed) : 1)),
    ),
  }))
const scaleKeys = (data: Json, keys: string[], factor: number): Json =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      keys.includes(key) && typeof value === 'number' ? Math.round(value * factor) : value,
    ]),
  )

/** '2,48k' -> 2480, '87.4k' -> 87400 (the statistics cards' display text). */
const readCompact = (text: string): number => {
  const match = /^([\d.,]+)\s*([kKmM]?)$/.exec(text.trim())
  if (!match) return NaN
  const number = Number(match[1]!.replace(',', '.'))
  return number * (match[2]!.toLowerCase() === 'm' ? 1e6 : match[2] ? 1e3 : 1)
}
/** Back to the same style of text: thousands with the same decimal mark and digits as the base text. */
const writeCompact = (value: number, like: string): string => {
  const digits = (/[.,](\d+)/.exec(like)?.[1] ?? '').length
  const mark = like.includes(',') ? ',' : '.'
  if (value >= 1e6) return `${(value / 1e6).toFixed(digits).replace('.', mark)}m`
  return `${(value / 1e3).toFixed(digits).replace('.', mark)}k`
}

const PER_PERIOD: Partial<Record<AnalyticsCard, (data: Json, factor: number, index: number) => Json>> = {
  'support-tracker': (data, factor, index) => ({
    ...scaleKeys(data, ['totalTicket', 'newTicket', 'openTicket'], factor),
    responseTime: [2, 3, 2][index],
    supportTrackerRadialBar: { series: [[76, 71, 83][index]] },
  }),
  'avg-sessions': (data, factor, index) => ({
    ...scaleKeys(data, ['sessions', 'users', 'goal'], factor),
    growth: ['+4.1%', '-2.3%', '+12.6%'][index],
    retention: [88, 84, 91][index],
    series: scaleSeries(data.series as Series, factor, index),
  }),
  revenue: (data, factor, index) => ({
    ...scaleKeys(data, ['thisMonth', 'lastMonth'], factor),
    series: scaleSeries(data.series as Series, factor, index),
  }),
  'product-orders': (data, factor) => scaleKeys(data, ['finished', 'pending', 'rejected'], factor),
  'sessions-device': (data, _factor, index) => ({
    ...data,
    devices: [
      [61.4, 31.8, 6.8, 3.2, -1.4, -0.9],
      [58.9, 34.6, 6.5, -1.8, 2.6, -0.4],
      [64.2, 29.1, 6.7, 5.4, -3.1, 0.6],
    ].map((row) =>
      (data.devices as { name: string }[]).map((device, i) => ({
        ...device,
        usage: row[i],
        upDown: row[i + 3],
      })),
    )[index],
  }),
  customers: (data, factor) => {
    const scaled = scaleKeys(data, ['New', 'Returning', 'Referrals'], factor)
    return {
      ...scaled,
      listData: ['New', 'Returning', 'Referrals'].map((name) => ({ name, value: scaled[name] })),
    }
  },
}

/** An analytics card as it reads for `period` (or `year` for the revenue report); unknown choices read the default. */
export function analyticsFor(card: AnalyticsCard, data: object, period: unknown, year: unknown): object {
  if (card === 'revenue-report') {
    if (!isYear(year) || year === REVENUE_YEARS[0]) return data
    const factor = YEAR_FACTOR[year]
    const json = data as Json
    return {
      ...scaleKeys(json, ['price', 'budget'], factor),
      series: scaleSeries(json.series as Series, factor, REVENUE_YEARS.indexOf(year)),
    }
  }
  const perPeriod = PER_PERIOD[card]
  if (!perPeriod || !isPeriod(period) || period === PERIODS[0]) return data
  return perPeriod(data as Json, PERIOD_FACTOR[period], PERIODS.indexOf(period))
}

/** A statistics card for `period`: the figure text and the chart scaled alike. */
export function statisticsFor(data: object, period: unknown): object {
  if (!isPeriod(period) || period === PERIODS[0]) return data
  const json = data as Json & { statistics: string; series: Series }
  const factor = PERIOD_FACTOR[period]
  const index = PERIODS.indexOf(period)
  const figure = readCompact(json.statistics)
  return {
    ...json,
    statistics: Number.isNaN(figure)
      ? json.statistics
      : writeCompact(figure * factor * (1 + 0.03 * index), json.statistics),
    series: scaleSeries(json.series, factor, index),
  }
}
