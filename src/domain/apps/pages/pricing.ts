/** Template-apps §3 Pricing (GET /pricing/data), prices of §9. */
export interface PricingPlan {
  title: string
  img: string
  subtitle: string
  monthlyPrice: number
  yearlyPlan: { perMonth: number; totalAnnual: number }
  planBenefits: string[]
  popular: boolean
}

export interface PricingData {
  basicPlan: PricingPlan
  standardPlan: PricingPlan
  enterprisePlan: PricingPlan
  qandA: { question: string; ans: string }[]
}

export type BillingPeriod = 'monthly' | 'yearly'

/** The plans in the page's order. */
export const pricingPlans = (data: PricingData): PricingPlan[] => [
  data.basicPlan,
  data.standardPlan,
  data.enterprisePlan,
]

export interface PlanPrice {
  /** What one month costs in this period. */
  perMonth: number
  /** What a year costs when billed yearly; absent for monthly billing. */
  perYear?: number
  /** Whole percent saved against paying monthly for a year (yearly billing of a paid plan only). */
  savingPercent?: number
  free: boolean
}

/** A plan's price in the chosen period, from the plan's own figures. */
export function planPrice(plan: PricingPlan, period: BillingPeriod): PlanPrice {
  if (period === 'monthly') return { perMonth: plan.monthlyPrice, free: plan.monthlyPrice === 0 }
  const { perMonth, totalAnnual } = plan.yearlyPlan
  const monthlyYear = plan.monthlyPrice * 12
  const savingPercent =
    monthlyYear > 0 && totalAnnual < monthlyYear
      ? Math.round(((monthlyYear - totalAnnual) / monthlyYear) * 100)
      : undefined
  return { perMonth, perYear: totalAnnual, savingPercent, free: perMonth === 0 && totalAnnual === 0 }
}

/** The best saving of yearly billing over every plan (for the switch's hint), or undefined. */
export function bestYearlySaving(data: PricingData): number | undefined {
  const savings = pricingPlans(data).flatMap((plan) => planPrice(plan, 'yearly').savingPercent ?? [])
  return savings.length > 0 ? Math.max(...savings) : undefined
}
