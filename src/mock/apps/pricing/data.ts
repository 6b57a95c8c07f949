/** The pricing page: three plans and a Q&A list (template-apps §3, prices of §9). */
import { placeholderImage } from '../../http'
import type { PricingData, PricingPlan } from '../../../domain/apps/pages'
export type { PricingData, PricingPlan }

const plan = (
  title: string,
  subtitle: string,
  monthlyPrice: number,
  perMonth: number,
  planBenefits: string[],
  popular: boolean,
  colour: string,
): PricingPlan => ({
  title,
  img: placeholderImage(title, 120, 120, colour),
  subtitle,
  monthlyPrice,
  yearlyPlan: { perMonth, totalAnnual: perMonth * 12 },
  planBenefits,
  popular,
})

export const createPricing = (): PricingData => ({
  basicPlan: plan(
    'Basic',
    'A simple start for everyone',
    0,
    0,
    ['Up to 10 orders a month', 'One user', 'E-mail notifications', 'Community support'],
    false,
    '#82868b',
  ),
  standardPlan: plan(
    'Standard',
    'For small to medium businesses',
    49,
    40,
    ['Unlimited orders', 'Up to 10 users', 'Document storage', 'Payment tracking', 'Priority e-mail support'],
    true,
    '#7367f0',
  ),
  enterprisePlan: plan(
    'Enterprise',
    'Solution for big organisations',
    99,
    80,
    [
      'Unlimited users',
      'Custom roles and permissions',
      'API access',
      'Dedicated account manager',
      'Phone support',
    ],
    false,
    '#28c76f',
  ),
  qandA: [
    {
      question: 'Does my subscription renew automatically?',
      ans: 'Yes. Plans renew at the end of each billing period until you cancel them from the account settings.',
    },
    {
      question: 'Can I switch plans later?',
      ans: 'Any time. An upgrade takes effect at once and the price difference is prorated; a downgrade applies at the next renewal.',
    },
    {
      question: 'What does the yearly price include?',
      ans: 'The same features billed once a year at a lower monthly rate: 480 a year for Standard and 960 a year for Enterprise.',
    },
    {
      question: 'Is there a free trial?',
      ans: 'The Basic plan is free for ever, and every paid plan can be tried for 14 days without a card.',
    },
  ],
})
