/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field below */
import { describe, expect, it } from 'vitest'
import { call, mockEachTest } from '../../../testing/in-browser-mock'

mockEachTest()

const KEYS = ['payment', 'delivery', 'cancellationReturn', 'myOrders', 'productServices']

describe('FAQ', () => {
  it('answers the 5 categories with icon, title, subtitle and question/answer pairs', async () => {
    const { status, body } = await call('/faq/data')
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(KEYS)
    for (const key of KEYS) {
      expect(body[key]).toMatchObject({
        icon: expect.any(String),
        title: expect.any(String),
        subtitle: expect.any(String),
      })
      expect(body[key].qandA.length).toBeGreaterThan(0)
      for (const qa of body[key].qandA)
        expect(qa).toEqual({ question: expect.any(String), ans: expect.any(String) })
    }
  })

  it('filters the categories by question text, dropping those left empty', async () => {
    const all = (await call('/faq/data')).body
    const { body } = await call('/faq/data?q=REFUND')
    expect(Object.keys(body)).toEqual(['cancellationReturn'])
    expect(body.cancellationReturn.qandA).toEqual(
      all.cancellationReturn.qandA.filter((qa: any) => qa.question.toLowerCase().includes('refund')),
    )
    expect(body.cancellationReturn.title).toBe(all.cancellationReturn.title)
    const order = (await call('/faq/data?q=order')).body
    expect(Object.keys(order).length).toBeGreaterThan(1)
    expect((await call('/faq/data?q=card%20information')).body.payment.qandA).toHaveLength(1)
    expect((await call('/faq/data?q=no-such-question')).body).toEqual({})
  })
})
