/** The analytics and statistics cards' data (template-apps §3 and §9), one object per card. */
import {
  ANALYTICS_CARD_IDS,
  CARD_PERIODS,
  REVENUE_YEARS,
  STATISTICS_CARD_IDS,
  type AnalyticsCardId,
  type StatisticsCardId,
} from '../../../domain/apps/cards'

// The cards and their choices are the domain's (one list for the mock and the dashboards).
export const PERIODS = CARD_PERIODS
export { REVENUE_YEARS }
export const ANALYTICS_CARDS = ANALYTICS_CARD_IDS
export type AnalyticsCard = AnalyticsCardId
export const STATISTICS_CARDS = STATISTICS_CARD_IDS
export type StatisticsCard = StatisticsCardId

const lastDays = [...PERIODS]

export const createAnalyticsCards = (): Record<AnalyticsCard, object> => ({
  'support-tracker': {
    title: 'Support Tracker',
    lastDays,
    totalTicket: 214,
    newTicket: 37,
    openTicket: 18,
    responseTime: 2,
    supportTrackerRadialBar: { series: [76] },
  },
  'avg-sessions': {
    sessions: 3740,
    lastDays,
    growth: '+4.1%',
    goal: 120000,
    users: 96300,
    retention: 88,
    duration: 2,
    series: [{ name: 'Sessions', data: [62, 140, 95, 180, 120, 88, 150] }],
  },
  'revenue-report': {
    years: [...REVENUE_YEARS],
    price: 31_480,
    budget: 52_500,
    series: [
      { name: 'Earning', data: [120, 230, 180, 290, 160, 250, 210, 270, 190] },
      { name: 'Expense', data: [-90, -120, -70, -160, -110, -140, -80, -130, -100] },
    ],
  },
  'goal-overview': { completed: 812_400, inProgress: 167_900, series: [81] },
  revenue: {
    lastDays,
    thisMonth: 48_250,
    lastMonth: 41_760,
    series: [
      { name: 'This Month', data: [4200, 5100, 3900, 6200, 5800, 7400, 6900] },
      { name: 'Last Month', data: [3900, 4300, 4100, 5100, 5200, 6000, 6100] },
    ],
  },
  'product-orders': { lastDays, finished: 21_508, pending: 12_944, rejected: 3_612 },
  'sessions-device': {
    lastDays,
    devices: [
      { name: 'Desktop', usage: 61.4, upDown: 3.2 },
      { name: 'Mobile', usage: 31.8, upDown: -1.4 },
      { name: 'Tablet', usage: 6.8, upDown: -0.9 },
    ],
  },
  customers: {
    lastDays,
    New: 702,
    Returning: 261,
    Referrals: 143,
    listData: [
      { name: 'New', value: 702 },
      { name: 'Returning', value: 261 },
      { name: 'Referrals', value: 143 },
    ],
  },
})

const stat = (title: string, statistics: string, name: string, data: number[]) => ({
  title,
  statistics,
  lastDays,
  series: [{ name, data }],
})

export const createStatisticsCards = (): Record<StatisticsCard, object> => ({
  'orders-bar-chart': stat('Orders', '2,48k', '2024', [38, 65, 42, 80, 51]),
  'profit-line-chart': stat('Profit', '6,12k', 'Profit', [0, 22, 12, 46, 30, 58]),
  subscribers: stat('Subscribers Gained', '87.4k', 'Subscribers', [24, 41, 30, 62, 49, 77, 90]),
  revenue: stat('Revenue Generated', '91.3k', 'Revenue', [310, 360, 290, 420, 400, 470, 510]),
  sales: stat('Quarterly Sales', '34.9k', 'Sales', [12, 18, 9, 24, 20, 29, 33]),
  orders: stat('Orders Received', '41.6k', 'Orders', [8, 14, 11, 19, 16, 23, 21]),
  'site-traffic': stat('Site Traffic', '78.2k', 'Traffic', [140, 180, 150, 230, 210, 260, 240]),
  'active-users': stat('Active Users', '0.7k', 'Active Users', [590, 640, 610, 700, 660, 720, 710]),
  newsletter: stat('Newsletter', '26.9k', 'Newsletter', [21, 25, 19, 31, 28, 35, 30]),
})
