/**
 * The analytics and statistics cards (template-apps §3, §7, §9): what each card shows, and the pure rules the
 * dashboards compute from it (figures read from display text, shares, totals, chart rows).
 */

/** The period choices of a card (§9), in the server's words. */
export const CARD_PERIODS = ['Last 28 Days', 'Last Month', 'Last Year'] as const
/** The revenue report's years (§9). */
export const REVENUE_YEARS = ['2020', '2019', '2018'] as const

export const ANALYTICS_CARD_IDS = [
  'support-tracker',
  'avg-sessions',
  'revenue-report',
  'goal-overview',
  'revenue',
  'product-orders',
  'sessions-device',
  'customers',
] as const
export type AnalyticsCardId = (typeof ANALYTICS_CARD_IDS)[number]

export const STATISTICS_CARD_IDS = [
  'orders-bar-chart',
  'profit-line-chart',
  'subscribers',
  'revenue',
  'sales',
  'orders',
  'site-traffic',
  'active-users',
  'newsletter',
] as const
export type StatisticsCardId = (typeof STATISTICS_CARD_IDS)[number]

/** One line or set of bars of a chart. */
export interface ChartSeries {
  name: string
  data: number[]
}

export interface SupportTracker {
  periods: string[]
  totalTicket: number
  newTicket: number
  openTicket: number
  /** Days. */
  responseTime: number
  /** Tickets completed, in percent. */
  completedPercent: number
}
export interface AvgSessions {
  periods: string[]
  sessions: number
  /** Growth in percent ('+4.1%' reads 4.1). */
  growthPercent: number
  goal: number
  users: number
  /** Percent. */
  retention: number
  /** Years. */
  duration: number
  series: ChartSeries[]
}
export interface RevenueReport {
  years: string[]
  price: number
  budget: number
  series: ChartSeries[]
}
export interface GoalOverview {
  completed: number
  inProgress: number
  /** Percent of the goal reached. */
  percent: number
}
export interface Revenue {
  periods: string[]
  thisMonth: number
  lastMonth: number
  series: ChartSeries[]
}
export interface ProductOrders {
  periods: string[]
  finished: number
  pending: number
  rejected: number
}
export interface DeviceSessions {
  name: string
  /** Percent of sessions. */
  usage: number
  /** Change in percentage points. */
  upDown: number
}
export interface SessionsDevice {
  periods: string[]
  devices: DeviceSessions[]
}
export interface NamedValue {
  name: string
  value: number
}
export interface Customers {
  periods: string[]
  segments: NamedValue[]
}

/** Each analytics card's data by card id. */
export interface AnalyticsCards {
  'support-tracker': SupportTracker
  'avg-sessions': AvgSessions
  'revenue-report': RevenueReport
  'goal-overview': GoalOverview
  revenue: Revenue
  'product-orders': ProductOrders
  'sessions-device': SessionsDevice
  customers: Customers
}

export interface StatisticsCard {
  title: string
  /** The figure, read from the server's display text ('2,48k' is 2480). */
  figure: number
  periods: string[]
  series: ChartSeries[]
}

/**
 * A figure from display text: '2,48k' → 2480, '87.4k' → 87400, '1.2m' → 1200000, '812' → 812. A single comma
 * or dot before up to two digits is a decimal mark; NaN when the text is not a figure.
 */
export function parseCompactFigure(text: string): number {
  const match = /^([+-]?)(\d+(?:[.,]\d+)?)\s*([kmb]?)$/i.exec(text.trim())
  if (!match) return Number.NaN
  const scale = { '': 1, k: 1e3, m: 1e6, b: 1e9 }[match[3]!.toLowerCase() as '' | 'k' | 'm' | 'b']
  const value = Number(match[2]!.replace(',', '.')) * scale
  return Math.round((match[1] === '-' ? -value : value) * 100) / 100
}

/** '+4.1%' → 4.1, '-2.3 %' → -2.3; NaN when not a percentage. */
export function parsePercent(text: string): number {
  const match = /^([+-]?\d+(?:[.,]\d+)?)\s*%$/.exec(text.trim())
  return match ? Number(match[1]!.replace(',', '.')) : Number.NaN
}

/** The sum of the values. */
export const total = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0)

/** Each value's share of the total in percent, one decimal; all zero when the total is zero. */
export function shares(values: readonly number[]): number[] {
  const sum = total(values)
  return values.map((value) => (sum === 0 ? 0 : Math.round((value / sum) * 1000) / 10))
}

/** The change from `previous` to `current` in percent, one decimal (0 when there was nothing before). */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return 0
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10
}

/** `part` of `whole` in percent, rounded to a whole number and kept within 0–100. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0
  return Math.min(100, Math.max(0, Math.round((part / whole) * 100)))
}

/** One chart row per point: `{ label, [series name]: value }` (the shape a chart and its text table read). */
export type ChartRow = { label: string } & Record<string, number | string>

/** The series as rows, point i labelled `labels[i]` (or its number, from 1, when there are too few labels). */
export function chartRows(series: readonly ChartSeries[], labels: readonly string[] = []): ChartRow[] {
  const length = Math.max(0, ...series.map((line) => line.data.length))
  return Array.from({ length }, (_, i) => {
    const row: ChartRow = { label: labels[i] ?? String(i + 1) }
    for (const line of series) row[line.name] = line.data[i] ?? 0
    return row
  })
}
