import {
  parseCompactFigure,
  parsePercent,
  percentOf,
  type AnalyticsCardId,
  type AnalyticsCards,
  type ChartSeries,
  type StatisticsCard,
} from '../../domain/apps/cards'
import { PortError } from '../../ports/errors'
import type { CardsPort } from '../../ports/cards-port'
import { pipelineFetch, type PipelineFetchOptions } from './pipeline-fetch'

type Json = Record<string, unknown>

const object = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {}
const number = (value: unknown): number => {
  const read = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isFinite(read) ? read : 0
}
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
const series = (value: unknown): ChartSeries[] =>
  (Array.isArray(value) ? value : []).map((line) => ({
    name: String(object(line).name ?? ''),
    data: (Array.isArray(object(line).data) ? (object(line).data as unknown[]) : []).map(number),
  }))
const firstOf = (value: unknown): number => number((Array.isArray(value) ? value : [])[0])

/** Each analytics card's answer in domain terms; missing numbers read 0, missing lists empty. */
const ANALYTICS: { [K in AnalyticsCardId]: (answer: Json) => AnalyticsCards[K] } = {
  'support-tracker': (a) => ({
    periods: strings(a.lastDays),
    totalTicket: number(a.totalTicket),
    newTicket: number(a.newTicket),
    openTicket: number(a.openTicket),
    responseTime: number(a.responseTime),
    completedPercent: firstOf(object(a.supportTrackerRadialBar).series),
  }),
  'avg-sessions': (a) => {
    const growth = parsePercent(String(a.growth ?? ''))
    return {
      periods: strings(a.lastDays),
      sessions: number(a.sessions),
      growthPercent: Number.isNaN(growth) ? 0 : growth,
      goal: number(a.goal),
      users: number(a.users),
      retention: number(a.retention),
      duration: number(a.duration),
      series: series(a.series),
    }
  },
  'revenue-report': (a) => ({
    years: strings(a.years),
    price: number(a.price),
    budget: number(a.budget),
    series: series(a.series),
  }),
  'goal-overview': (a) => {
    const completed = number(a.completed)
    const inProgress = number(a.inProgress)
    const given = Array.isArray(a.series) ? firstOf(a.series) : Number.NaN
    return {
      completed,
      inProgress,
      percent: Number.isNaN(given) ? percentOf(completed, completed + inProgress) : given,
    }
  },
  revenue: (a) => ({
    periods: strings(a.lastDays),
    thisMonth: number(a.thisMonth),
    lastMonth: number(a.lastMonth),
    series: series(a.series),
  }),
  'product-orders': (a) => ({
    periods: strings(a.lastDays),
    finished: number(a.finished),
    pending: number(a.pending),
    rejected: number(a.rejected),
  }),
  'sessions-device': (a) => ({
    periods: strings(a.lastDays),
    devices: (Array.isArray(a.devices) ? a.devices : []).map((device) => ({
      name: String(object(device).name ?? ''),
      usage: number(object(device).usage),
      upDown: number(object(device).upDown),
    })),
  }),
  customers: (a) => ({
    periods: strings(a.lastDays),
    segments: Array.isArray(a.listData)
      ? a.listData.map((item) => ({
          name: String(object(item).name ?? ''),
          value: number(object(item).value),
        }))
      : ['New', 'Returning', 'Referrals'].map((name) => ({ name, value: number(a[name]) })),
  }),
}

const query = (name: string, value: string | undefined) =>
  value ? `?${new URLSearchParams({ [name]: value }).toString()}` : ''

/** CardsPort over the in-browser mock's `/card/*` endpoints (template-apps §7). */
export function createCardsAdapter(options: PipelineFetchOptions): CardsPort {
  const request = pipelineFetch(options)
  return {
    async analytics(card, choice) {
      const param = card === 'revenue-report' ? 'year' : 'period'
      const answer = object(
        await request<unknown>('GET', `/card/card-analytics/${card}${query(param, choice)}`),
      )
      return ANALYTICS[card](answer)
    },
    async statistics(card, period): Promise<StatisticsCard> {
      const answer = object(
        await request<unknown>('GET', `/card/card-statistics/${card}${query('period', period)}`),
      )
      const figure = parseCompactFigure(String(answer.statistics ?? ''))
      if (Number.isNaN(figure))
        throw new PortError('internal', `The ${card} card answered no figure: ${String(answer.statistics)}`)
      return {
        title: String(answer.title ?? ''),
        figure,
        periods: strings(answer.lastDays),
        series: series(answer.series),
      }
    },
  }
}
