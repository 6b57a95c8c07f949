import { describe, expect, it } from 'vitest'
import { fakeHttp, json } from './test-http'
import { createChatAdapter } from './chat-adapter'

const marta = {
  id: 2,
  fullName: 'Marta Kowalczyk',
  role: 'Dispatch Lead',
  about: 'Night trucks',
  avatar: 'data:image/svg+xml,m',
  status: 'online',
}
const profileUser = {
  id: 1,
  fullName: 'Jordan Avery',
  role: 'Operations Manager',
  about: 'Freight desk',
  avatar: 'data:image/svg+xml,j',
  status: 'busy',
  settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
}
const last = { message: 'Dock 4', time: '2026-03-10T09:00:00.000Z', senderId: 2 }

function harness(answer: (path: string, init?: RequestInit) => Response) {
  const { fetch, options } = fakeHttp(answer)
  return { fetch, chat: createChatAdapter(options) }
}

describe('chat adapter', () => {
  it('reads the overview as summaries with their contact, every contact and the profile', async () => {
    const { fetch, chat } = harness(() =>
      json({
        chatsContacts: [{ ...marta, chat: { id: 1, unseenMsgs: 2, lastMessage: last } }],
        contacts: [marta, { ...marta, id: 3, fullName: 'Tobias', status: 'invisible' }],
        profileUser,
      }),
    )
    const overview = await chat.overview()
    expect(fetch.mock.calls[0]?.[0]).toBe('/apps/chat/chats-and-contacts')
    expect(overview.chats).toEqual([{ contact: marta, chatId: 1, unseenMsgs: 2, lastMessage: last }])
    // An unknown status reads offline.
    expect(overview.contacts.map((c) => c.status)).toEqual(['online', 'offline'])
    expect(overview.profile).toEqual(profileUser)
  })

  it('reads the profile user', async () => {
    const { fetch, chat } = harness(() => json(profileUser))
    await expect(chat.profile()).resolves.toEqual(profileUser)
    expect(fetch.mock.calls[0]?.[0]).toBe('/apps/chat/users/profile-user')
  })

  it('opens a chat by the contact id, with no chat when there is none yet', async () => {
    const thread = { id: 1, userId: 2, unseenMsgs: 0, chat: [last] }
    const { fetch, chat } = harness((path) =>
      json(path.endsWith('id=2') ? { chat: thread, contact: marta } : { chat: null, contact: marta }),
    )
    await expect(chat.openChat(2)).resolves.toEqual({ chat: thread, contact: marta })
    await expect(chat.openChat(7)).resolves.toEqual({ chat: null, contact: marta })
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([
      '/apps/chat/get-chat?id=2',
      '/apps/chat/get-chat?id=7',
    ])
  })

  it('sends the message under obj with the contact and returns the new message and any new chat', async () => {
    const sent = { message: '<b>hi</b>', time: '2026-03-10T10:00:00.000Z', senderId: 1 }
    const created = { id: 5, userId: 2, unseenMsgs: 0, chat: [sent] }
    const answers = [
      json({ newMessageData: sent, id: 2 }, 201),
      json({ newMessageData: sent, id: 2, chat: created }, 201),
    ]
    const { fetch, chat } = harness(() => answers.shift()!)
    const contact = { ...marta, status: 'online' as const }
    await expect(chat.sendMessage(contact, '<b>hi</b>')).resolves.toEqual({ message: sent })
    await expect(chat.sendMessage(contact, '<b>hi</b>')).resolves.toEqual({ message: sent, chat: created })
    const [path, init] = fetch.mock.calls[0]!
    expect([init?.method, path, init?.body]).toEqual([
      'POST',
      '/apps/chat/send-msg',
      JSON.stringify({ obj: { message: '<b>hi</b>', contact } }),
    ])
  })

  it('maps a refused message and an unknown contact to port errors', async () => {
    const { chat } = harness((path) =>
      path.includes('send')
        ? json({ message: 'A message and a contact are required' }, 400)
        : json({ message: 'Unknown contact' }, 404),
    )
    await expect(chat.sendMessage({ ...marta, status: 'online' }, 'x')).rejects.toMatchObject({
      code: 'invalid_argument',
      message: 'A message and a contact are required',
    })
    await expect(chat.openChat(999)).rejects.toMatchObject({ code: 'not_found' })
  })
})
