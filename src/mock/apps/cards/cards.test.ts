import { describe, expect, it } from 'vitest'
import { call, mockEachTest } from '../../../testing/in-browser-mock'

mockEachTest()

const PERIODS = ['Last 28 Days', 'Last Month', 'Last Year']

describe('analytics cards', () => {
  it.each([
    'support-tracker',
    'avg-sessions',
    'revenue-report',
    'goal-overview',
    'revenue',
    'product-orders',
    'sessions-device',
    'customers',
  ])('GET /card/card-analytics/%s answers data', async (card) => {
    const { status, body } = await call(`/card/card-analytics/${card}`)
    expect(status).toBe(200)
    expect(Object.keys(body).length).toBeGreaterThan(0)
    if ('lastDays' in body) expect(body.lastDays).toEqual(PERIODS)
  })

  it('carries the §3 fields', async () => {
    expect((await call('/card/card-analytics/support-tracker')).body).toMatchObject({
      lastDays: PERIODS,
      totalTicket: expect.any(Number),
      newTicket: expect.any(Number),
      openTicket: expect.any(Number),
      responseTime: expect.any(Number),
    })
    expect((await call('/card/card-analytics/revenue-report')).body.years).toEqual(['2020', '2019', '2018'])
    expect((await call('/card/card-analytics/product-orders')).body).toMatchObject({
      finished: expect.any(Number),
      pending: expect.any(Number),
      rejected: expect.any(Number),
    })
    for (const device of (await call('/card/card-analytics/sessions-device')).body.devices)
      expect(device).toEqual({
        name: expect.any(String),
        usage: expect.any(Number),
        upDown: expect.any(Number),
      })
    expect((await call('/card/card-analytics/customers')).body).toMatchObject({
      New: expect.any(Number),
      Returning: expect.any(Number),
      Referrals: expect.any(Number),
    })
    expect((await call('/card/card-analytics/goal-overview')).body).toMatchObject({
      completed: expect.any(Number),
      inProgress: expect.any(Number),
    })
  })
})

describe('statistics cards', () => {
  it.each([
    'orders-bar-chart',
    'profit-line-chart',
    'subscribers',
    'revenue',
    'sales',
    'orders',
    'site-traffic',
    'active-users',
    'newsletter',
  ])('GET /card/card-statistics/%s answers a figure and a series', async (card) => {
    const { status, body } = await call(`/card/card-statistics/${card}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ title: expect.any(String), statistics: expect.any(String) })
    expect(body.series[0].data.length).toBeGreaterThan(0)
  })
})

describe('period and year choices', () => {
  it('answers other figures for another period, the default ones for the first or an unknown period', async () => {
    const base = (await call('/card/card-analytics/support-tracker')).body
    expect((await call('/card/card-analytics/support-tracker?period=Last%2028%20Days')).body).toEqual(base)
    expect((await call('/card/card-analytics/support-tracker?period=Someday')).body).toEqual(base)
    const year = (await call('/card/card-analytics/support-tracker?period=Last%20Year')).body
    expect(year.totalTicket).toBeGreaterThan(base.totalTicket)
    expect(year.lastDays).toEqual(PERIODS)
    const month = (await call('/card/card-analytics/sessions-device?period=Last%20Month')).body
    expect(month.devices.map((d: { usage: number }) => d.usage)).toEqual([58.9, 34.6, 6.5])
    const customers = (await call('/card/card-analytics/customers?period=Last%20Month')).body
    expect(customers.listData[0]).toEqual({ name: 'New', value: customers.New })
  })

  it('answers the revenue report of a year', async () => {
    const base = (await call('/card/card-analytics/revenue-report')).body
    const older = (await call('/card/card-analytics/revenue-report?year=2018')).body
    expect(older.years).toEqual(['2020', '2019', '2018'])
    expect(older.price).toBeLessThan(base.price)
    expect(older.series[0].data).not.toEqual(base.series[0].data)
    expect((await call('/card/card-analytics/revenue-report?year=2020')).body).toEqual(base)
  })

  it('answers a statistics card for a period, figure text and chart alike', async () => {
    const base = (await call('/card/card-statistics/orders-bar-chart')).body
    expect(base).toMatchObject({ statistics: '2,48k', lastDays: PERIODS })
    const year = (await call('/card/card-statistics/orders-bar-chart?period=Last%20Year')).body
    expect(year.statistics).toMatch(/^\d+,\d\dk$/)
    expect(year.statistics).not.toBe(base.statistics)
    expect(year.series[0].data[0]).toBeGreaterThan(base.series[0].data[0])
    expect((await call('/card/card-statistics/subscribers?period=Last%20Month')).body.statistics).toBe(
      '97.2k',
    )
  })
})
