/** Template-apps §3 Chat: the people's statuses. */
export const CHAT_STATUSES = ['online', 'busy', 'away', 'offline'] as const
export type ChatStatus = (typeof CHAT_STATUSES)[number]

export const isChatStatus = (value: unknown): value is ChatStatus =>
  CHAT_STATUSES.includes(value as ChatStatus)

/** The signed-in person as the chat knows them. */
export interface ChatProfile {
  id: number
  avatar: string
  fullName: string
  role: string
  about: string
  status: ChatStatus
  settings: { isTwoStepAuthVerificationEnabled: boolean; isNotificationsOn: boolean }
}

export interface ChatContact {
  id: number
  fullName: string
  role: string
  about: string
  avatar: string
  status: ChatStatus
}

/** One message; `message` is plain text (never HTML), `time` an ISO 8601 date-time. */
export interface ChatMessage {
  message: string
  time: string
  senderId: number
}

/** The conversation with one contact (`userId`). */
export interface ChatThread {
  id: number
  userId: number
  unseenMsgs: number
  chat: ChatMessage[]
}

/** A line of the chats list: the contact with its chat's id, unseen count and last message. */
export interface ChatSummary {
  contact: ChatContact
  chatId: number
  unseenMsgs: number
  lastMessage: ChatMessage | undefined
}

/** GET /apps/chat/chats-and-contacts: the chats (most recent first), every contact and the profile. */
export interface ChatOverview {
  chats: ChatSummary[]
  contacts: ChatContact[]
  profile: ChatProfile
}

const matches = (contact: ChatContact, q: string) => contact.fullName.toLowerCase().includes(q)

/** The chats and contacts whose name contains the search (case-insensitive, trimmed); all of them when empty. */
export function searchChats(
  overview: Pick<ChatOverview, 'chats' | 'contacts'>,
  search: string,
): { chats: ChatSummary[]; contacts: ChatContact[] } {
  const q = search.trim().toLowerCase()
  if (q === '') return { chats: overview.chats, contacts: overview.contacts }
  return {
    chats: overview.chats.filter((summary) => matches(summary.contact, q)),
    contacts: overview.contacts.filter((contact) => matches(contact, q)),
  }
}

/** The unseen count of a contact's chat after it was opened (the server's answer; 0 by the mock's rule). */
export function withUnseen(overview: ChatOverview, contactId: number, unseenMsgs: number): ChatOverview {
  return {
    ...overview,
    chats: overview.chats.map((summary) =>
      summary.contact.id === contactId ? { ...summary, unseenMsgs } : summary,
    ),
  }
}

/**
 * The overview after a message to `contact` was sent: its chat (created when there was none, with the id the
 * server gave) carries the message as its last one and moves to the top of the list.
 */
export function withSentMessage(
  overview: ChatOverview,
  contact: ChatContact,
  message: ChatMessage,
  chatId: number,
): ChatOverview {
  const existing = overview.chats.find((summary) => summary.contact.id === contact.id)
  const moved: ChatSummary = existing
    ? { ...existing, lastMessage: message }
    : { contact, chatId, unseenMsgs: 0, lastMessage: message }
  return {
    ...overview,
    chats: [moved, ...overview.chats.filter((summary) => summary.contact.id !== contact.id)],
  }
}

/** The text a composer sends: trimmed; undefined when nothing but spaces (the mock refuses it). */
export function messageToSend(text: string): string | undefined {
  const trimmed = text.trim()
  return trimmed === '' ? undefined : trimmed
}

/** Consecutive messages of one sender. */
export interface MessageGroup {
  senderId: number
  fromProfile: boolean
  messages: ChatMessage[]
}

/** Messages of one local day (`YYYY-MM-DD`), in groups by sender. */
export interface MessageDay {
  day: string
  groups: MessageGroup[]
}

/** The local day `YYYY-MM-DD` of an ISO date-time; '' when unreadable. */
export function localDay(iso: string): string {
  const value = Date.parse(iso)
  if (Number.isNaN(value)) return ''
  const date = new Date(value)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * The messages in their order, by local day, each day's messages grouped while the sender stays the same
 * (a new day starts a new group).
 */
export function groupMessages(messages: readonly ChatMessage[], profileId: number): MessageDay[] {
  const days: MessageDay[] = []
  for (const message of messages) {
    const day = localDay(message.time)
    let current = days.at(-1)
    if (!current || current.day !== day) {
      current = { day, groups: [] }
      days.push(current)
    }
    const group = current.groups.at(-1)
    if (group && group.senderId === message.senderId) group.messages.push(message)
    else
      current.groups.push({
        senderId: message.senderId,
        fromProfile: message.senderId === profileId,
        messages: [message],
      })
  }
  return days
}

/** How a day reads relative to `now`: today, yesterday or another day. */
export function dayKind(day: string, now: Date): 'today' | 'yesterday' | 'other' {
  if (day === localDay(now.toISOString())) return 'today'
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12)
  return day === localDay(yesterday.toISOString()) ? 'yesterday' : 'other'
}
