import { describe, expect, it } from 'vitest'
import { call, mockEachTest } from '../../../testing/in-browser-mock'

mockEachTest()

describe('pricing', () => {
  it('answers the three plans with the §9 prices, Standard popular, and a Q&A list', async () => {
    const { status, body } = await call('/pricing/data')
    expect(status).toBe(200)
    expect(body.basicPlan).toMatchObject({
      title: 'Basic',
      monthlyPrice: 0,
      yearlyPlan: { perMonth: 0, totalAnnual: 0 },
      popular: false,
    })
    expect(body.standardPlan).toMatchObject({
      title: 'Standard',
      monthlyPrice: 49,
      yearlyPlan: { perMonth: 40, totalAnnual: 480 },
      popular: true,
    })
    expect(body.enterprisePlan).toMatchObject({
      title: 'Enterprise',
      monthlyPrice: 99,
      yearlyPlan: { perMonth: 80, totalAnnual: 960 },
      popular: false,
    })
    for (const plan of [body.basicPlan, body.standardPlan, body.enterprisePlan]) {
      expect(plan.subtitle).toEqual(expect.any(String))
      expect(plan.planBenefits.length).toBeGreaterThan(0)
    }
    expect(body.qandA.length).toBeGreaterThan(0)
    for (const qa of body.qandA) expect(qa).toEqual({ question: expect.any(String), ans: expect.any(String) })
  })
})
