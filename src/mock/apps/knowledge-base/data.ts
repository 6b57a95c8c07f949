/** Knowledge-base content (template-apps §3): categories, one category's question groups, one article. */
import { placeholderImage } from '../../http'

import type { KbCategory, KbCategoryGroup, KbQuestion, KbQuestionLink } from '../../../domain/apps/pages'

export type { KbCategory, KbCategoryGroup, KbQuestion }

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

const slugOf = (question: string): string =>
  question
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

type GroupSeed = {
  title: string
  icon: string
  iconColor: string
  /** Each question with its answer, as HTML. */
  articles: [question: string, answer: string][]
}

/** Each category's question groups, and every question's own answer (issue 28 item 5). */
const TOPICS: Record<string, GroupSeed[]> = {
  'getting-started': [
    {
      title: 'Your first steps',
      icon: 'zap',
      iconColor: 'primary',
      articles: [
        [
          'How do I create my account?',
          '<p>Choose <strong>Create an account</strong> on the sign-in page, enter a username, your e-mail address and a password, and accept the terms.</p><p>You are signed in at once; confirm your address later from <em>Verify e-mail</em>.</p>',
        ],
        [
          'How do I invite a colleague?',
          '<p>Open <strong>Users</strong>, choose <em>Add user</em>, and enter the colleague’s name, e-mail address and role.</p><p>The role decides what they can open: staff see the back office, a client sees access control only.</p>',
        ],
        [
          'How do I place my first order?',
          '<p>Open <strong>Orders</strong> from the side menu and choose <em>Add</em>. Pick the customer, enter the vehicle or cargo details and the destination port.</p>' +
            '<p>The freight price is calculated from the route and the service type; you can add inland trucking, insurance or storage before saving.</p>' +
            '<ol><li>Check the consignee and the address.</li><li>Attach the title or the purchase invoice.</li><li>Save: the order appears in the list with the status <em>New</em>.</li></ol>' +
            '<p>You will receive an e-mail when the container is booked and again when the vessel sails.</p>',
        ],
      ],
    },
    {
      title: 'Working with orders',
      icon: 'package',
      iconColor: 'success',
      articles: [
        [
          'What do the order statuses mean?',
          '<p><em>New</em> orders wait for a booking, <em>Booked</em> ones have a container, <em>Shipped</em> ones are at sea and <em>Delivered</em> ones have arrived.</p>',
        ],
        [
          'How do I attach documents to an order?',
          '<p>Open the order, go to the <strong>Documents</strong> tab and drop the files there; each file is kept with the order and shown to the customer.</p>',
        ],
        [
          'Can I merge two orders?',
          '<p>No: each order keeps its own lines, invoices and payments. Move the lines you need to one order and archive the other.</p>',
        ],
      ],
    },
  ],
  shipping: [
    {
      title: 'Bookings',
      icon: 'anchor',
      iconColor: 'success',
      articles: [
        [
          'When is a container booked?',
          '<p>A container is booked once every vehicle of the order has arrived at the terminal and its title has been checked.</p>',
        ],
        [
          'Can I choose the vessel?',
          '<p>You choose the destination port; the vessel is the first one with room on that route. The booking shows its name and sailing date.</p>',
        ],
      ],
    },
    {
      title: 'Tracking',
      icon: 'map-pin',
      iconColor: 'info',
      articles: [
        [
          'How do I track a container?',
          '<p>Open <strong>Containers</strong> under Cargoloop and search by the container number; the timeline shows each step with its date.</p>',
        ],
        [
          'What is an arrival notice?',
          '<p>The shipping line’s notice that the vessel will reach the port, sent a few days before. It names the charges to pay before release.</p>',
        ],
      ],
    },
  ],
  billing: [
    {
      title: 'Invoices',
      icon: 'file-text',
      iconColor: 'warning',
      articles: [
        [
          'When is an invoice issued?',
          '<p>An invoice is issued for an order once its price is final: after the booking for freight, after delivery for storage and inland trucking.</p>',
        ],
        [
          'Can an invoice be split?',
          '<p>Yes: open the invoice and choose <em>Split</em>; each part keeps the order and is paid on its own.</p>',
        ],
      ],
    },
    {
      title: 'Payments',
      icon: 'dollar-sign',
      iconColor: 'warning',
      articles: [
        [
          'How do I record a bank transfer?',
          '<p>Open <strong>Payments</strong>, choose <em>Add</em>, pick the customer and the payment type <em>Bank transfer</em>, and enter the amount and the date on the bank statement.</p>',
        ],
        [
          'How is a partial payment shown?',
          '<p>In <strong>Payments</strong>, a payment smaller than the invoice leaves the rest due on the invoice.</p>' +
            '<ol><li>The invoice shows what was paid and what is left.</li><li>The order’s balance goes down by the payment.</li><li>The next payment is applied to the rest.</li></ol>',
        ],
      ],
    },
  ],
  documents: [
    {
      title: 'Titles and papers',
      icon: 'folder',
      iconColor: 'info',
      articles: [
        [
          'Where is the title of my vehicle?',
          '<p>The title is scanned when the vehicle reaches the terminal and kept in the order’s <strong>Documents</strong> tab; the original travels with the vehicle.</p>',
        ],
        [
          'What is a bill of lading?',
          '<p>The shipping line’s receipt for the cargo and the contract of carriage. Its original, or its release, is needed to take the cargo at the port.</p>',
        ],
      ],
    },
    {
      title: 'Customs',
      icon: 'shield',
      iconColor: 'secondary',
      articles: [
        [
          'Which papers does customs need?',
          '<p>The title, the bill of lading, the purchase invoice and the export declaration; the destination may ask for more.</p>',
        ],
      ],
    },
  ],
  account: [
    {
      title: 'Signing in',
      icon: 'lock',
      iconColor: 'danger',
      articles: [
        [
          'How do I reset my password?',
          '<p>Choose <strong>Forgot password?</strong> on the sign-in page and enter your e-mail address; the link you receive lets you set a new password once.</p>',
        ],
        [
          'What is two-step verification?',
          '<p>After your password, a six-digit code sent to you is asked for; only the latest code works, and only once.</p>',
        ],
      ],
    },
    {
      title: 'Permissions',
      icon: 'users',
      iconColor: 'primary',
      articles: [
        [
          'Who can see my orders?',
          '<p>Staff with access to orders, and you. A customer sees only their own orders, invoices and payments.</p>',
        ],
      ],
    },
  ],
  integrations: [
    {
      title: 'Connections',
      icon: 'link',
      iconColor: 'secondary',
      articles: [
        [
          'Can I connect my auction account?',
          '<p>Yes: enter the auction account’s buyer number in your profile, and purchases are added as vehicles waiting for pick-up.</p>',
        ],
        [
          'Is there an API?',
          '<p>Yes: the back office speaks Connect and gRPC; ask for an API key on the <strong>API Key</strong> page.</p>',
        ],
      ],
    },
  ],
}

/** How many related questions an answer offers: the category’s others, in order. */
const RELATED_LIMIT = 3
const LAST_UPDATED = '12 March 2024'

export interface KbContent {
  /** Each category's groups, by the category's slug. */
  groups: Record<string, KbCategoryGroup[]>
  /** Each answer, by `<category>/<question slug>`. */
  articles: Record<string, KbQuestion>
}

/** Every category's groups and every question's answer; ids are unique across the knowledge base. */
export function createKbContent(): KbContent {
  let groupId = 0
  let questionId = 0
  const groups: Record<string, KbCategoryGroup[]> = {}
  const articles: Record<string, KbQuestion> = {}
  for (const [category, seeds] of Object.entries(TOPICS)) {
    const answers: [KbQuestionLink, string][] = []
    groups[category] = seeds.map(({ title, icon, iconColor, articles: pairs }) => ({
      id: ++groupId,
      title,
      icon,
      iconColor,
      questions: pairs.map(([question, answer]) => {
        const link = { id: ++questionId, question, slug: slugOf(question) }
        answers.push([link, answer])
        return link
      }),
    }))
    for (const [link, content] of answers)
      articles[`${category}/${link.slug}`] = {
        title: link.question,
        lastUpdated: LAST_UPDATED,
        relatedQuestions: answers
          .map(([other]) => other)
          .filter((other) => other.id !== link.id)
          .slice(0, RELATED_LIMIT),
        content,
      }
  }
  return { groups, articles }
}
