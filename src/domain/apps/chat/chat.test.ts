import { describe, expect, it } from 'vitest'
import {
  dayKind,
  groupMessages,
  isChatStatus,
  localDay,
  messageToSend,
  searchChats,
  withSentMessage,
  withUnseen,
  type ChatContact,
  type ChatMessage,
  type ChatOverview,
} from './chat'

const contact = (id: number, fullName: string): ChatContact => ({
  id,
  fullName,
  role: 'Driver',
  about: '',
  avatar: 'data:image/svg+xml,x',
  status: 'online',
})
const marta = contact(2, 'Marta Kowalczyk')
const tobias = contact(3, 'Tobias Lindqvist')
const aisha = contact(4, 'Aisha Rahman')
const at = (hour: number, day = 10) => new Date(2026, 2, day, hour, 0).toISOString()
const msg = (senderId: number, message: string, time: string): ChatMessage => ({ senderId, message, time })

const overview = (): ChatOverview => ({
  chats: [
    { contact: marta, chatId: 1, unseenMsgs: 2, lastMessage: msg(2, 'Dock 4', at(9)) },
    { contact: tobias, chatId: 2, unseenMsgs: 0, lastMessage: msg(1, 'Thanks', at(8)) },
  ],
  contacts: [marta, tobias, aisha],
  profile: {
    id: 1,
    avatar: '',
    fullName: 'Jordan Avery',
    role: '',
    about: '',
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  },
})

describe('chat rules', () => {
  it('knows the four statuses', () => {
    expect(isChatStatus('busy')).toBe(true)
    expect(isChatStatus('invisible')).toBe(false)
  })

  it('searches chats and contacts by name, case-insensitively', () => {
    const all = overview()
    expect(searchChats(all, '  ')).toEqual({ chats: all.chats, contacts: all.contacts })
    const found = searchChats(all, ' kowal ')
    expect(found.chats.map((c) => c.contact.id)).toEqual([2])
    expect(found.contacts.map((c) => c.id)).toEqual([2])
    const rahman = searchChats(all, 'RAHMAN')
    expect(rahman.chats).toEqual([])
    expect(rahman.contacts.map((c) => c.id)).toEqual([4])
  })

  it('sets the unseen count of the opened chat only', () => {
    const next = withUnseen(overview(), 2, 0)
    expect(next.chats.map((c) => c.unseenMsgs)).toEqual([0, 0])
    expect(overview().chats[0]?.unseenMsgs).toBe(2)
  })

  it('moves the chat a message was sent in to the top with the message as its last one', () => {
    const sent = msg(1, 'On my way', at(10))
    const next = withSentMessage(overview(), tobias, sent, 2)
    expect(next.chats.map((c) => c.contact.id)).toEqual([3, 2])
    expect(next.chats[0]).toMatchObject({ chatId: 2, lastMessage: sent })
    expect(next.chats).toHaveLength(2)
  })

  it('creates the chat of a contact who had none, at the top', () => {
    const sent = msg(1, 'Hello', at(10))
    const next = withSentMessage(overview(), aisha, sent, 3)
    expect(next.chats.map((c) => c.contact.id)).toEqual([4, 2, 3])
    expect(next.chats[0]).toEqual({ contact: aisha, chatId: 3, unseenMsgs: 0, lastMessage: sent })
  })

  it('sends trimmed text and nothing for blank text', () => {
    expect(messageToSend('  hi \n')).toBe('hi')
    expect(messageToSend('line 1\nline 2')).toBe('line 1\nline 2')
    expect(messageToSend(' \n ')).toBeUndefined()
  })

  it('groups messages by day and by consecutive sender', () => {
    const messages = [
      msg(2, 'a', at(9, 9)),
      msg(2, 'b', at(10, 9)),
      msg(1, 'c', at(11, 9)),
      msg(1, 'd', at(8, 10)),
      msg(2, 'e', at(9, 10)),
      msg(2, 'f', at(10, 10)),
    ]
    const days = groupMessages(messages, 1)
    expect(days.map((d) => d.day)).toEqual(['2026-03-09', '2026-03-10'])
    expect(days[0]?.groups.map((g) => [g.senderId, g.fromProfile, g.messages.map((m) => m.message)])).toEqual(
      [
        [2, false, ['a', 'b']],
        [1, true, ['c']],
      ],
    )
    // A new day starts a new group even for the same sender.
    expect(days[1]?.groups.map((g) => g.messages.map((m) => m.message))).toEqual([['d'], ['e', 'f']])
    expect(groupMessages([], 1)).toEqual([])
  })

  it('reads local days and names today and yesterday', () => {
    expect(localDay(at(23, 5))).toBe('2026-03-05')
    expect(localDay('not a date')).toBe('')
    const now = new Date(2026, 2, 10, 0, 30)
    expect(dayKind('2026-03-10', now)).toBe('today')
    expect(dayKind('2026-03-09', now)).toBe('yesterday')
    expect(dayKind('2026-03-01', now)).toBe('other')
    // Across a month boundary.
    expect(dayKind('2026-02-28', new Date(2026, 2, 1, 8))).toBe('yesterday')
  })
})
