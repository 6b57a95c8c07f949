import { colorAt, initialsAvatar, picture } from '../support'
import type { BlogComment, BlogPost } from '../../../domain/apps/blog'
export type { BlogComment, BlogPost }

export interface BlogState {
  posts: BlogPost[]
  /** Paragraphs of each post's body, by post id. */
  bodies: Map<number, string[]>
  comments: BlogComment[]
  categories: { category: string; icon: string }[]
  bookmarked: Map<number, number>
}

// [title, author, tags, excerpt, comments, body paragraphs]
type Row = [string, string, string[], string, number, string[]]
const rows: Row[] = [
  [
    'Five habits of dispatchers who never miss a slot',
    'Marta Kowalczyk',
    ['Operations', 'People'],
    'Good dispatching is less about heroics and more about small routines repeated every day.',
    14,
    [
      'Every good dispatch desk has a rhythm. The first hour of the day goes to checking what changed overnight: cancelled loads, sick drivers and trucks still in the workshop.',
      'The second habit is writing things down. A shared board beats the best memory, especially when the phone rings every two minutes.',
      'Finally, the best dispatchers call customers before the customer calls them. Bad news delivered early is still good service.',
    ],
  ],
  [
    'What a cold chain really costs',
    'Kenji Watanabe',
    ['Cold chain', 'Finance'],
    'Reefer trailers, sensors and certified drivers: a look at the numbers behind chilled freight.',
    6,
    [
      'Chilled freight needs more than a cold trailer. Sensors, calibration and audits all add to the price of every pallet.',
      'The largest single cost is still fuel: a reefer unit runs even when the truck stands still at the gate.',
    ],
  ],
  [
    'Our first year with electric vans',
    'Hannah Okafor',
    ['Fleet', 'Sustainability'],
    'Range anxiety, charging queues and happy drivers: lessons from twelve months of city deliveries.',
    21,
    [
      'We started with four electric vans on our shortest city routes. A year later we run eleven, and the drivers would not go back.',
      'Charging turned out to be a planning question, not a technical one: routes now end where the chargers are.',
    ],
  ],
  [
    'Paperwork at the border, simplified',
    'Aisha Rahman',
    ['Customs'],
    'The three documents that cause most delays, and how to have them ready before the truck leaves.',
    9,
    [
      'Most border delays start at the desk, not at the border. A missing commercial invoice stops a truck faster than any queue.',
      'Keep a checklist per destination and attach the documents to the order as soon as they exist.',
    ],
  ],
  [
    'Designing a warehouse for peak season',
    'Tobias Lindqvist',
    ['Warehouse', 'Operations'],
    'Temporary racking, extra shifts and a one-way forklift loop got us through December.',
    4,
    [
      'Peak season doubled our volume in six weeks. We added temporary racking and split the floor into inbound and outbound halves.',
      'A one-way loop for forklifts cut near-misses to zero and sped up loading by a fifth.',
    ],
  ],
  [
    'How we price a full truck load',
    'Diego Alvarez',
    ['Sales', 'Finance'],
    'Distance is only the start: tolls, waiting time and the empty drive back all go into a quote.',
    11,
    [
      'A quote starts with the distance, but the empty kilometres back home often decide whether a load pays.',
      'We add tolls, expected waiting time at both ends and a fuel surcharge that follows the weekly diesel price.',
    ],
  ],
]

const commenters: [string, string][] = [
  ['Grace Mensah', 'Great read, we are trying the checklist idea next week.'],
  ['Felix Baumann', 'Would love a follow-up on how you train new staff.'],
  ['Priya Nair', 'The part about calling customers first is spot on.'],
]

const DAY = 86_400_000
const formatDate = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

export function createBlogState(now: Date = new Date()): BlogState {
  const posts = rows.map(([title, userFullName, tags, excerpt, comment], index) => ({
    id: index + 1,
    title,
    img: picture(title, colorAt(index), 640, 360),
    avatar: initialsAvatar(userFullName, colorAt(index + 2)),
    userFullName,
    blogPosted: formatDate(new Date(now.getTime() - (index * 9 + 2) * DAY)),
    tags,
    excerpt,
    comment,
  }))
  return {
    posts,
    bodies: new Map(rows.map((row, index) => [index + 1, row[5]])),
    comments: commenters.map(([userFullName, commentText], index) => ({
      avatar: initialsAvatar(userFullName, colorAt(index + 4)),
      userFullName,
      commentedAt: formatDate(new Date(now.getTime() - (index + 1) * DAY)),
      commentText,
    })),
    categories: [
      { category: 'Operations', icon: 'Truck' },
      { category: 'Fleet', icon: 'Settings' },
      { category: 'Finance', icon: 'DollarSign' },
      { category: 'Customs', icon: 'FileText' },
      { category: 'People', icon: 'Users' },
    ],
    bookmarked: new Map(rows.map((_, index) => [index + 1, 12 + index * 7])),
  }
}
