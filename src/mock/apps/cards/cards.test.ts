import { describe, expect, it } from 'vitest'
import { call, mockEachTest } from '../../testing'

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
