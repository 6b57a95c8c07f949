import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { FaqData, PricingPlan, ProfileData } from '../../../../domain/apps/pages'
import { fakePort } from '../../../../testing/fake-port'
import type { PagesPort } from '../../../../ports/pages-port'
import { initTestI18n } from '../../../../testing/i18n'
import { renderScreen } from '../../../../testing/render-screen'
import FaqPage from './FaqPage'
import PricingPage from './PricingPage'
import ProfilePage from './ProfilePage'

const faq: FaqData = {
  payment: {
    icon: 'credit-card',
    title: 'Payment',
    subtitle: 'Ways to pay',
    qandA: [
      { question: 'Which payment methods do you accept?', ans: 'Bank transfer and cards.' },
      { question: 'Where do I find my receipts?', ans: 'On the invoice page.' },
    ],
  },
  delivery: {
    icon: 'truck',
    title: 'Delivery',
    subtitle: 'Shipping times',
    qandA: [{ question: 'How can I track my shipment?', ans: 'Open the order.' }],
  },
}
/** Answers as the mock does: categories keep questions containing q, empty ones are dropped. */
const searchFaq = vi.fn(async (q: string) =>
  Object.fromEntries(
    Object.entries(faq).flatMap(([key, category]) => {
      const qandA = category.qandA.filter((item) => item.question.toLowerCase().includes(q.toLowerCase()))
      return qandA.length > 0 ? [[key, { ...category, qandA }]] : []
    }),
  ),
)

const person = (username: string) => ({ username, avatar: 'data:image/svg+xml,a' })
const profile: ProfileData = {
  header: {
    avatar: 'data:,a',
    username: 'Anna Admin',
    designation: 'Export Operations Lead',
    coverImg: 'data:,c',
  },
  userAbout: {
    about: 'Moves cars.',
    joined: 'November 15, 2019',
    lives: 'Yerevan',
    email: 'a@b.c',
    website: 'x.example',
  },
  suggestedPages: [{ ...person('Port News'), subtitle: 'Logistics', favorite: false }],
  twitterFeeds: [],
  post: [
    {
      ...person('Anna Admin'),
      postTime: '12 Dec',
      postText: 'Our new warehouse is open.',
      likes: '1.2k',
      youLiked: false,
      comments: 4,
      share: '1',
      likedUsers: [],
      likedCount: 140,
      detailedComments: [],
    },
    {
      ...person('Oliver Brandt'),
      postTime: '10 Dec',
      postText: 'Loading plan for January.',
      likes: '286',
      youLiked: false,
      comments: 7,
      share: '3',
      likedUsers: [],
      likedCount: 31,
      detailedComments: [],
    },
  ],
  latestPhotos: [],
  suggestions: [],
  polls: [
    { name: 'Ro-ro', result: '', votedUser: [person('A'), person('B')] },
    { name: 'Container', result: '', votedUser: [person('C'), person('D'), person('E')] },
    { name: 'Air freight', result: '', votedUser: [person('F')] },
  ],
}
const plan = (title: string, monthlyPrice: number, perMonth: number, popular = false): PricingPlan => ({
  title,
  img: 'data:,p',
  subtitle: `${title} plan`,
  monthlyPrice,
  yearlyPlan: { perMonth, totalAnnual: perMonth * 12 },
  planBenefits: [`${title} benefit`],
  popular,
})
const port = fakePort<PagesPort>({
  searchFaq,
  getProfile: async () => structuredClone(profile),
  getPricing: async () => ({
    basicPlan: plan('Basic', 0, 0),
    standardPlan: plan('Standard', 49, 40, true),
    enterprisePlan: plan('Enterprise', 99, 80),
    qandA: [{ question: 'Is there a free trial?', ans: 'Basic is free.' }],
  }),
})

describe('pages', () => {
  beforeAll(() => initTestI18n())

  it('FAQ: searches through the port, shows categories as tabs with accordions, and says when nothing matches', async () => {
    const user = userEvent.setup()
    renderScreen(<FaqPage />, { path: '/pages/faq', ports: { pages: port } })
    const tabs = await screen.findByRole('tablist', { name: 'Question categories' })
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Payment', 'Delivery'])
    const question = screen.getByRole('button', { name: 'Which payment methods do you accept?' })
    await user.click(question)
    expect(screen.getByRole('region', { name: 'Which payment methods do you accept?' })).toHaveTextContent(
      'Bank transfer and cards.',
    )

    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'track')
    await waitFor(() => expect(searchFaq).toHaveBeenLastCalledWith('track'))
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Delivery']),
    )
    expect(screen.getByRole('button', { name: 'How can I track my shipment?' })).toBeInTheDocument()

    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'zzz{Enter}')
    expect(await screen.findByRole('heading', { name: 'No results' })).toBeInTheDocument()
  }, 30_000)

  it('profile: votes in the poll, likes a post and loads more posts', async () => {
    const user = userEvent.setup()
    renderScreen(<ProfilePage />, { path: '/pages/profile', ports: { pages: port } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Admin' })).toBeInTheDocument()
    const air = screen.getByRole('radio', { name: 'Air freight' })
    expect(air).toHaveAccessibleDescription('17% · votes: 1')
    await user.click(air)
    expect(air).toBeChecked()
    expect(air).toHaveAccessibleDescription('28% · votes: 2')
    expect(screen.getByRole('radio', { name: 'Container' })).toHaveAccessibleDescription('43% · votes: 3')
    // Changing one's mind moves the vote.
    await user.click(screen.getByRole('radio', { name: 'Ro-ro' }))
    expect(air).toHaveAccessibleDescription('14% · votes: 1')
    expect(screen.getByRole('radio', { name: 'Ro-ro' })).toHaveAccessibleDescription('43% · votes: 3')

    const like = screen.getByRole('button', { name: 'Like the post of Anna Admin' })
    await user.click(like)
    expect(like).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('Likes: 141')).toBeInTheDocument()

    expect(screen.queryByText('Loading plan for January.')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(screen.getByText('Loading plan for January.')).toBeInTheDocument()
    expect(screen.getByText('Showing 2 of 2 posts')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  }, 30_000)

  it('pricing: monthly by default, the yearly switch shows the per-month and yearly figures', async () => {
    const user = userEvent.setup()
    renderScreen(<PricingPage />, { path: '/pages/pricing', ports: { pages: port } })
    const standard = await screen.findByRole('article', { name: 'Standard' })
    expect(standard).toHaveTextContent('$49')
    expect(standard).toHaveTextContent('Popular')
    await user.click(screen.getByRole('switch', { name: 'Billed yearly' }))
    expect(standard).toHaveTextContent('$40')
    expect(standard).toHaveTextContent('$480 billed yearly')
    expect(screen.getByRole('article', { name: 'Enterprise' })).toHaveTextContent('$960 billed yearly')
    expect(screen.getByRole('article', { name: 'Basic' })).toHaveTextContent('Free')
  }, 30_000)
})
