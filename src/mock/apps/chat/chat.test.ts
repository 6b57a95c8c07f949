import { describe, expect, it } from 'vitest'
import { mockEachTest } from '../../../testing/in-browser-mock'
import { chatApp } from '.'

interface Contact {
  id: number
  fullName: string
  status: string
  avatar: string
}
interface Message {
  message: string
  time: string
  senderId: number
}
interface Chat {
  id: number
  userId: number
  unseenMsgs: number
  chat: Message[]
}
interface Overview {
  chatsContacts: (Contact & { chat: { id: number; unseenMsgs: number; lastMessage: Message } })[]
  contacts: Contact[]
  profileUser: { id: number; fullName: string; settings: Record<string, boolean> }
}

mockEachTest(chatApp)

async function call<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(path, init)
  return { status: response.status, body: (await response.json()) as T }
}
const post = <T>(path: string, body: unknown) =>
  call<T>(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  })

describe('chat mock', () => {
  it('lists chats with their contacts, all contacts and the profile user', async () => {
    const { status, body } = await call<Overview>('/apps/chat/chats-and-contacts')
    expect(status).toBe(200)
    expect(body.contacts.length).toBeGreaterThanOrEqual(6)
    expect(body.chatsContacts.length).toBeGreaterThan(0)
    for (const c of body.contacts) {
      expect(['online', 'offline', 'busy', 'away']).toContain(c.status)
      expect(c.avatar).toMatch(/^data:image\/svg\+xml[;,]/)
    }
    const first = body.chatsContacts[0]
    expect(first?.chat.lastMessage.message).toEqual(expect.any(String))
    expect(body.profileUser.fullName).toBe('Jordan Avery')
    expect(body.profileUser.settings).toHaveProperty('isTwoStepAuthVerificationEnabled')
  })

  it('answers the profile user', async () => {
    const { status, body } = await call<{ id: number; status: string }>('/apps/chat/users/profile-user')
    expect(status).toBe(200)
    expect(body.id).toBe(1)
  })

  it('opens a chat and sets its unseen count to 0', async () => {
    const before = await call<Overview>('/apps/chat/chats-and-contacts')
    const unread = before.body.chatsContacts.find((c) => c.chat.unseenMsgs > 0)
    expect(unread).toBeDefined()
    const { status, body } = await call<{ chat: Chat; contact: Contact }>(
      `/apps/chat/get-chat?id=${unread?.id}`,
    )
    expect(status).toBe(200)
    expect(body.contact.id).toBe(unread?.id)
    expect(body.chat.userId).toBe(unread?.id)
    expect(body.chat.unseenMsgs).toBe(0)
    const after = await call<Overview>('/apps/chat/chats-and-contacts')
    expect(after.body.chatsContacts.find((c) => c.id === unread?.id)?.chat.unseenMsgs).toBe(0)
  })

  it('answers 404 for an unknown contact', async () => {
    expect((await call('/apps/chat/get-chat?id=999')).status).toBe(404)
  })

  it('appends a sent message and moves the chat to the top', async () => {
    const before = await call<Overview>('/apps/chat/chats-and-contacts')
    const last = before.body.chatsContacts.at(-1) as Overview['chatsContacts'][number]
    expect(before.body.chatsContacts[0]?.id).not.toBe(last.id)
    const sent = await post<{ newMessageData: Message; id: number; chat?: Chat }>('/apps/chat/send-msg', {
      obj: { message: 'Is the trailer loaded?', contact: last },
    })
    expect(sent.status).toBe(201)
    expect(sent.body.id).toBe(last.id)
    expect(sent.body.chat).toBeUndefined()
    expect(sent.body.newMessageData).toMatchObject({ message: 'Is the trailer loaded?', senderId: 1 })
    expect(Math.abs(Date.parse(sent.body.newMessageData.time) - Date.now())).toBeLessThan(60_000)
    const after = await call<Overview>('/apps/chat/chats-and-contacts')
    expect(after.body.chatsContacts[0]?.id).toBe(last.id)
    expect(after.body.chatsContacts[0]?.chat.lastMessage.message).toBe('Is the trailer loaded?')
    expect(after.body.chatsContacts).toHaveLength(before.body.chatsContacts.length)
    const opened = await call<{ chat: Chat }>(`/apps/chat/get-chat?id=${last.id}`)
    expect(opened.body.chat.chat.at(-1)?.message).toBe('Is the trailer loaded?')
  })

  it('creates a chat when none exists with the contact', async () => {
    const before = await call<Overview>('/apps/chat/chats-and-contacts')
    const withChat = new Set(before.body.chatsContacts.map((c) => c.id))
    const lonely = before.body.contacts.find((c) => !withChat.has(c.id)) as Contact
    const empty = await call<{ chat: Chat | null }>(`/apps/chat/get-chat?id=${lonely.id}`)
    expect(empty.body.chat).toBeNull()
    const sent = await post<{ id: number; chat?: Chat }>('/apps/chat/send-msg', {
      obj: { message: 'Hello there', contact: lonely },
    })
    expect(sent.body.chat).toMatchObject({ userId: lonely.id, unseenMsgs: 0 })
    expect(sent.body.chat?.id).toBe(Math.max(...before.body.chatsContacts.map((c) => c.chat.id)) + 1)
    expect(sent.body.chat?.chat).toHaveLength(1)
    const after = await call<Overview>('/apps/chat/chats-and-contacts')
    expect(after.body.chatsContacts).toHaveLength(before.body.chatsContacts.length + 1)
    expect(after.body.chatsContacts[0]?.id).toBe(lonely.id)
  })

  it('refuses a message without text or contact', async () => {
    expect((await post('/apps/chat/send-msg', { obj: { message: '', contact: { id: 2 } } })).status).toBe(400)
    expect((await post('/apps/chat/send-msg', { obj: { message: 'hi' } })).status).toBe(400)
    expect((await post('/apps/chat/send-msg', { obj: { message: 'hi', contact: { id: 999 } } })).status).toBe(
      404,
    )
  })
})
