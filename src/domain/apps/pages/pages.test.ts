import { describe, expect, it } from 'vitest'
import {
  bestYearlySaving,
  chosenOption,
  countFaqQuestions,
  faqCategories,
  filterKbCategories,
  filterKbGroups,
  findKbCategory,
  findKbQuestion,
  morePosts,
  planPrice,
  pollResults,
  pricingPlans,
  toggleLike,
  votePoll,
  type PricingData,
  type PricingPlan,
  type ProfilePoll,
} from '.'

const person = (username: string) => ({ username, avatar: '' })

describe('profile rules', () => {
  const polls: ProfilePoll[] = [
    { name: 'Ro-ro', result: '38%', votedUser: [person('A'), person('B')] },
    { name: 'Container', result: '52%', votedUser: [person('C'), person('D'), person('E')] },
    { name: 'Air', result: '10%', votedUser: [person('F')] },
  ]

  it('computes whole percentages adding up to 100 from the votes', () => {
    expect(pollResults(polls)).toEqual([
      { votes: 2, percent: 33 },
      { votes: 3, percent: 50 },
      { votes: 1, percent: 17 },
    ])
    expect(pollResults([{ ...polls[0]!, votedUser: [] }])).toEqual([{ votes: 0, percent: 0 }])
  })

  it('adds a vote to the chosen option and moves it when the voter changes their mind', () => {
    const voted = votePoll(polls, 2, person('Me'))
    expect(voted.map((p) => p.votedUser.length)).toEqual([2, 3, 2])
    expect(chosenOption(voted, 'Me')).toBe(2)
    expect(pollResults(voted).map((r) => r.percent)).toEqual([29, 43, 28])
    const moved = votePoll(voted, 0, person('Me'))
    expect(moved.map((p) => p.votedUser.length)).toEqual([3, 3, 1])
    expect(chosenOption(polls, 'Me')).toBe(-1)
  })

  it('turns a like over with its count, never below zero', () => {
    expect(toggleLike({ youLiked: false, likedCount: 31 }, 'likedCount')).toEqual({
      youLiked: true,
      likedCount: 32,
    })
    expect(toggleLike({ youLiked: true, likedCount: 0 }, 'likedCount')).toEqual({
      youLiked: false,
      likedCount: 0,
    })
  })

  it('reveals posts step by step up to the total', () => {
    expect(morePosts(1, 2)).toBe(2)
    expect(morePosts(2, 2)).toBe(2)
    expect(morePosts(0, 10, 4)).toBe(4)
  })
})

describe('FAQ rules', () => {
  it('orders the answered categories and counts their questions', () => {
    const data = {
      myOrders: { icon: 'package', title: 'My Orders', subtitle: '', qandA: [{ question: 'q', ans: 'a' }] },
      payment: {
        icon: 'card',
        title: 'Payment',
        subtitle: '',
        qandA: [
          { question: 'q', ans: 'a' },
          { question: 'r', ans: 'b' },
        ],
      },
    }
    expect(faqCategories(data).map((c) => c.key)).toEqual(['payment', 'myOrders'])
    expect(countFaqQuestions(data)).toBe(3)
    expect(countFaqQuestions({})).toBe(0)
  })
})

describe('knowledge-base rules', () => {
  const categories = [
    { id: 1, category: 'billing', title: 'Billing & Invoices', desc: 'How invoices are paid', img: '' },
    { id: 2, category: 'documents', title: 'Documents', desc: 'Bills of lading', img: '' },
  ]
  const groups = [
    {
      id: 1,
      title: 'Orders',
      icon: '',
      iconColor: 'primary',
      questions: [{ id: 1, question: 'Can I merge two orders?', slug: 'can-i-merge-two-orders' }],
    },
    {
      id: 2,
      title: 'Payments',
      icon: '',
      iconColor: 'warning',
      questions: [{ id: 2, question: 'How do I pay?', slug: 'how-do-i-pay' }],
    },
  ]

  it('searches categories by title or description and questions by text', () => {
    expect(filterKbCategories(categories, 'BILLS').map((c) => c.id)).toEqual([2])
    expect(filterKbCategories(categories, ' ')).toHaveLength(2)
    expect(filterKbGroups(groups, 'merge').map((g) => g.id)).toEqual([1])
    expect(filterKbGroups(groups, 'zzz')).toEqual([])
  })

  it('finds a category and a question by slug', () => {
    expect(findKbCategory(categories, 'documents')?.title).toBe('Documents')
    expect(findKbCategory(categories, 'nope')).toBeUndefined()
    expect(findKbQuestion(groups, 'how-do-i-pay')?.question).toBe('How do I pay?')
  })
})

describe('pricing rules', () => {
  const plan = (title: string, monthlyPrice: number, perMonth: number, popular = false): PricingPlan => ({
    title,
    img: '',
    subtitle: '',
    monthlyPrice,
    yearlyPlan: { perMonth, totalAnnual: perMonth * 12 },
    planBenefits: [],
    popular,
  })
  const data: PricingData = {
    basicPlan: plan('Basic', 0, 0),
    standardPlan: plan('Standard', 49, 40, true),
    enterprisePlan: plan('Enterprise', 99, 80),
    qandA: [],
  }

  it('prices each plan monthly and yearly from its own figures (spec §9)', () => {
    expect(pricingPlans(data).map((p) => p.title)).toEqual(['Basic', 'Standard', 'Enterprise'])
    expect(planPrice(data.standardPlan, 'monthly')).toEqual({ perMonth: 49, free: false })
    expect(planPrice(data.standardPlan, 'yearly')).toEqual({
      perMonth: 40,
      perYear: 480,
      savingPercent: 18,
      free: false,
    })
    expect(planPrice(data.enterprisePlan, 'yearly')).toEqual({
      perMonth: 80,
      perYear: 960,
      savingPercent: 19,
      free: false,
    })
    expect(planPrice(data.basicPlan, 'monthly')).toEqual({ perMonth: 0, free: true })
    expect(planPrice(data.basicPlan, 'yearly')).toEqual({
      perMonth: 0,
      perYear: 0,
      savingPercent: undefined,
      free: true,
    })
    expect(bestYearlySaving(data)).toBe(19)
    expect(
      bestYearlySaving({ ...data, standardPlan: data.basicPlan, enterprisePlan: data.basicPlan }),
    ).toBeUndefined()
  })
})
