import { describe, expect, it } from 'vitest'
import { fakeHttp, json } from './test-http'
import { createCardsAdapter } from './cards-adapter'

function harness(answer: (path: string, init?: RequestInit) => Response) {
  const { fetch, options } = fakeHttp(answer)
  return { fetch, cards: createCardsAdapter(options) }
}
const periods = ['Last 28 Days', 'Last Month', 'Last Year']

describe('cards adapter', () => {
  it('asks for the period, or the year of the revenue report, only when one is chosen', async () => {
    const { fetch, cards } = harness(() => json({ lastDays: periods, years: ['2020'] }))
    await cards.analytics('support-tracker')
    await cards.analytics('support-tracker', 'Last Month')
    await cards.analytics('revenue-report', '2019')
    await cards.statistics('orders', 'Last Year').catch(() => undefined)
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([
      '/card/card-analytics/support-tracker',
      '/card/card-analytics/support-tracker?period=Last+Month',
      '/card/card-analytics/revenue-report?year=2019',
      '/card/card-statistics/orders?period=Last+Year',
    ])
  })

  it('reads the answers into domain terms', async () => {
    const answers: Record<string, unknown> = {
      '/card/card-analytics/support-tracker': {
        lastDays: periods,
        totalTicket: 214,
        newTicket: 37,
        openTicket: 18,
        responseTime: 2,
        supportTrackerRadialBar: { series: [76] },
      },
      '/card/card-analytics/avg-sessions': {
        sessions: 3740,
        growth: '+4.1%',
        series: [{ name: 'S', data: [1, 2] }],
      },
      '/card/card-analytics/goal-overview': { completed: 75, inProgress: 25 },
      '/card/card-analytics/customers': { lastDays: periods, New: 702, Returning: 261, Referrals: 143 },
      '/card/card-statistics/orders-bar-chart': {
        title: 'Orders',
        statistics: '2,48k',
        lastDays: periods,
        series: [{ name: '2024', data: [38, '65'] }],
      },
    }
    const { cards } = harness((path) => json(answers[path] ?? {}))
    await expect(cards.analytics('support-tracker')).resolves.toEqual({
      periods,
      totalTicket: 214,
      newTicket: 37,
      openTicket: 18,
      responseTime: 2,
      completedPercent: 76,
    })
    await expect(cards.analytics('avg-sessions')).resolves.toMatchObject({
      sessions: 3740,
      growthPercent: 4.1,
      goal: 0,
      periods: [],
      series: [{ name: 'S', data: [1, 2] }],
    })
    await expect(cards.analytics('goal-overview')).resolves.toEqual({
      completed: 75,
      inProgress: 25,
      percent: 75,
    })
    await expect(cards.analytics('customers')).resolves.toMatchObject({
      segments: [
        { name: 'New', value: 702 },
        { name: 'Returning', value: 261 },
        { name: 'Referrals', value: 143 },
      ],
    })
    await expect(cards.statistics('orders-bar-chart')).resolves.toEqual({
      title: 'Orders',
      figure: 2480,
      periods,
      series: [{ name: '2024', data: [38, 65] }],
    })
  })

  it('fails with a PortError on an error status or an answer without a figure', async () => {
    const { cards } = harness((path) =>
      path.includes('sales') ? json({ statistics: 'n/a' }) : json({}, 500),
    )
    await expect(cards.analytics('revenue')).rejects.toMatchObject({ name: 'PortError', code: 'internal' })
    await expect(cards.statistics('sales')).rejects.toMatchObject({ name: 'PortError', code: 'internal' })
  })
})
