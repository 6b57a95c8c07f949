import { colorAt, initialsAvatar, picture } from '../support'

import type { Email, EmailAttachment, EmailFolder, EmailLabel, EmailPerson } from '../../../domain/apps/email'

export type { Email, EmailFolder, EmailLabel, EmailPerson }
/** The folders and labels in the order the seed deals them out (the domain's types, the mock's own order). */
export const EMAIL_FOLDERS: readonly EmailFolder[] = ['inbox', 'spam', 'trash', 'draft', 'sent']
export const EMAIL_LABELS: readonly EmailLabel[] = ['private', 'company', 'important', 'personal']

export interface EmailState {
  emails: Email[]
}

export const ME: EmailPerson = { name: 'Jordan Avery', email: 'jordan.avery@freightdesk.test' }

const senders: EmailPerson[] = [
  { name: 'Clara Mendes', email: 'clara@baltic-shipping.test' },
  { name: 'Viktor Hale', email: 'v.hale@northgate-logistics.test' },
  { name: 'Amara Diallo', email: 'amara.diallo@sunport.test' },
  { name: 'Ruben Castillo', email: 'ruben@castillo-foods.test' },
  { name: 'Elise Moreau', email: 'elise.moreau@alpine-retail.test' },
  { name: 'Noah Fischer', email: 'noah@fischer-metals.test' },
  { name: 'Ingrid Solberg', email: 'ingrid@fjord-timber.test' },
  { name: 'Prize Desk', email: 'winner@lucky-claims.test' },
]

// [subject, first paragraph]
const topics: [string, string][] = [
  ['Pickup window for Friday', 'Could your driver arrive between 8 and 10? Our loading crew leaves at noon.'],
  [
    'Invoice 4471 question',
    'The fuel surcharge on the last invoice looks higher than agreed. Can you check?',
  ],
  ['New delivery address', 'From next week all pallets go to our new warehouse on Harbour Road 12.'],
  ['Quote for 14 pallets', 'We need a price for 14 pallets, non-stackable, going to Lyon next Tuesday.'],
  ['Damaged carton on arrival', 'One carton arrived crushed. Photos are attached; please open a claim.'],
  ['Temperature log request', 'Please share the reefer log for the shipment that arrived on Monday.'],
  ['Thank you for the quick turnaround', 'The team was impressed with how fast the urgent load arrived.'],
  ['Customs documents missing', 'The broker is still waiting for the commercial invoice for order 8812.'],
  ['Contract renewal meeting', 'Shall we meet next Thursday to go through the new contract terms?'],
  ['Holiday schedule', 'Our site is closed between the 24th and the 2nd. No deliveries in that week.'],
]

const spamTopics: [string, string][] = [
  [
    'You have won a container of prizes!!!',
    'Claim your reward now by sending your bank details to our desk.',
  ],
  ['Cheap diesel, limited offer', 'Buy fuel at half price, just pay the deposit upfront today.'],
]

const closing = (name: string) => `<p>Let me know if anything is unclear.</p><p>Kind regards,<br>${name}</p>`

const attachmentFor = (index: number): EmailAttachment[] =>
  index % 4 === 1
    ? [
        {
          fileName: `document-${index}.pdf`,
          thumbnail: picture('PDF', colorAt(2), 48, 48),
          url: `data:text/plain,${encodeURIComponent(`Sample document ${index}`)}`,
          size: `${(index % 7) + 1}.${index % 10} MB`,
        },
      ]
    : []

// Folder per position: mostly inbox, with some of each other folder.
const FOLDER_PATTERN: EmailFolder[] = [
  'inbox',
  'inbox',
  'sent',
  'inbox',
  'spam',
  'inbox',
  'draft',
  'inbox',
  'trash',
]

export function createEmailState(now: Date = new Date()): EmailState {
  const emails: Email[] = []
  const count = 27
  for (let index = 0; index < count; index++) {
    const folder = FOLDER_PATTERN[index % FOLDER_PATTERN.length] ?? 'inbox'
    const [subject, paragraph] =
      folder === 'spam'
        ? (spamTopics[index % spamTopics.length] ?? ['', ''])
        : (topics[index % topics.length] ?? ['', ''])
    const other =
      folder === 'spam'
        ? (senders[senders.length - 1] as EmailPerson)
        : (senders[index % (senders.length - 1)] as EmailPerson)
    const outgoing = folder === 'sent' || folder === 'draft'
    const from = outgoing ? ME : other
    const to = outgoing ? other : ME
    const time = new Date(now.getTime() - (index * 197 + 13) * 60_000).toISOString()
    const labels = EMAIL_LABELS.filter((_, l) => (index + l) % 5 === 0)
    const email: Email = {
      id: index + 1,
      from: { ...from, avatar: initialsAvatar(from.name, colorAt(index)) },
      to: [{ ...to }],
      subject,
      cc: index % 6 === 0 ? ['accounts@freightdesk.test'] : [],
      bcc: [],
      message: `<p>Hello ${to.name.split(' ')[0] ?? ''},</p><p>${paragraph}</p>${closing(from.name)}`,
      attachments: attachmentFor(index),
      isStarred: index % 5 === 2,
      labels,
      time,
      replies: [],
      folder,
      isRead: folder === 'sent' || folder === 'draft' || index % 3 === 0,
    }
    if (folder === 'inbox' && index % 7 === 3) {
      email.replies.push({
        ...email,
        id: 1000 + index,
        from: { ...ME, avatar: initialsAvatar(ME.name, colorAt(0)) },
        to: [{ ...other }],
        subject: `Re: ${subject}`,
        message: `<p>Hi ${other.name.split(' ')[0] ?? ''},</p><p>Thanks, we are on it.</p>${closing(ME.name)}`,
        attachments: [],
        time: new Date(Date.parse(time) - 30 * 60_000).toISOString(),
        replies: [],
        isRead: true,
      })
    }
    emails.push(email)
  }
  return { emails }
}
