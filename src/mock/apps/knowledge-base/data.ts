/** Knowledge-base content (template-apps §3): categories, one category's question groups, one article. */
import { placeholderImage } from '../../http'

import type { KbCategory, KbCategoryGroup, KbQuestion, KbQuestionLink } from '../../../domain/apps/pages'

export type { KbCategory, KbCategoryGroup, KbQuestion, KbQuestionLink }

const cover = (caption: string, colour: string): string => placeholderImage(caption, 320, 180, colour)

export const createKbCategories = (): KbCategory[] => [
  {
    id: 1,
    category: 'getting-started',
    title: 'Getting Started',
    desc: 'Create an account, invite colleagues and place a first order.',
    img: cover('Getting Started', '#7367f0'),
  },
  {
    id: 2,
    category: 'shipping',
    title: 'Shipping & Tracking',
    desc: 'Bookings, containers, vessels and arrival notices explained.',
    img: cover('Shipping', '#28c76f'),
  },
  {
    id: 3,
    category: 'billing',
    title: 'Billing & Invoices',
    desc: 'How invoices are issued, paid, split and reconciled.',
    img: cover('Billing', '#ff9f43'),
  },
  {
    id: 4,
    category: 'documents',
    title: 'Documents',
    desc: 'Titles, bills of lading and customs papers: where they live.',
    img: cover('Documents', '#00cfe8'),
  },
  {
    id: 5,
    category: 'account',
    title: 'Account & Security',
    desc: 'Passwords, two-step sign-in and who can see what.',
    img: cover('Account', '#ea5455'),
  },
  {
    id: 6,
    category: 'integrations',
    title: 'Integrations',
    desc: 'Connect auction accounts, accounting tools and the API.',
    img: cover('Integrations', '#82868b'),
  },
]

const link = (id: number, question: string): KbQuestionLink => ({
  id,
  question,
  slug: question
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
})

export const createKbCategoryGroups = (): KbCategoryGroup[] => [
  {
    id: 1,
    title: 'Your first steps',
    icon: 'zap',
    iconColor: 'primary',
    questions: [
      link(1, 'How do I create my account?'),
      link(2, 'How do I invite a colleague?'),
      link(3, 'How do I place my first order?'),
    ],
  },
  {
    id: 2,
    title: 'Working with orders',
    icon: 'package',
    iconColor: 'success',
    questions: [
      link(4, 'What do the order statuses mean?'),
      link(5, 'How do I attach documents to an order?'),
      link(6, 'Can I merge two orders?'),
    ],
  },
  {
    id: 3,
    title: 'Payments',
    icon: 'dollar-sign',
    iconColor: 'warning',
    questions: [link(7, 'How do I record a bank transfer?'), link(8, 'How is a partial payment shown?')],
  },
  {
    id: 4,
    title: 'Notifications',
    icon: 'bell',
    iconColor: 'info',
    questions: [link(9, 'Which e-mails will I receive?'), link(10, 'How do I turn off arrival notices?')],
  },
]

export const createKbQuestion = (): KbQuestion => ({
  title: 'How do I place my first order?',
  lastUpdated: '12 March 2024',
  relatedQuestions: [
    link(1, 'How do I create my account?'),
    link(4, 'What do the order statuses mean?'),
    link(7, 'How do I record a bank transfer?'),
  ],
  content:
    '<p>Open <strong>Orders</strong> from the side menu and choose <em>Add</em>. Pick the customer, enter the vehicle or cargo details and the destination port.</p>' +
    '<p>The freight price is calculated from the route and the service type; you can add inland trucking, insurance or storage before saving.</p>' +
    '<ol><li>Check the consignee and the address.</li><li>Attach the title or the purchase invoice.</li><li>Save: the order appears in the list with the status <em>New</em>.</li></ol>' +
    '<p>You will receive an e-mail when the container is booked and again when the vessel sails.</p>',
})
