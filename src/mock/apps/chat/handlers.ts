import type { Server } from 'miragejs'
import type { Chat, ChatContact, ChatMessage, ChatState } from './data'
import { badRequest, isRecord, json, nextId, notFound, readBody, readId, toIntId } from '../support'

const summary = (state: ChatState) =>
  state.chats.flatMap((chat) => {
    const contact = state.contacts.find((c) => c.id === chat.userId)
    if (!contact) return []
    return [{ ...contact, chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: chat.chat.at(-1) } }]
  })

/** `{ obj: { message, contact } }`, `{ message, contact }` or with `contactId` instead of a contact object. */
function readMessage(body: unknown): { message: string; contactId: number } | undefined {
  const payload = isRecord(body) && isRecord(body.obj) ? body.obj : body
  if (!isRecord(payload) || typeof payload.message !== 'string' || payload.message.trim() === '')
    return undefined
  const contactId = toIntId(
    isRecord(payload.contact) ? payload.contact.id : (payload.contactId ?? payload.contact),
  )
  return contactId === undefined ? undefined : { message: payload.message, contactId }
}

export function chatRoutes(server: Server, state: ChatState, now: () => Date = () => new Date()): void {
  server.get('/apps/chat/chats-and-contacts', () => ({
    chatsContacts: summary(state),
    contacts: state.contacts,
    profileUser: state.profileUser,
  }))

  server.get('/apps/chat/users/profile-user', () => state.profileUser)

  server.get('/apps/chat/get-chat', (_schema, request) => {
    const userId = toIntId(readId(request, ['id', 'userId']))
    const contact = state.contacts.find((c) => c.id === userId)
    if (!contact) return notFound('Unknown contact')
    const chat = state.chats.find((c) => c.userId === contact.id)
    if (chat) chat.unseenMsgs = 0
    return { chat: chat ?? null, contact }
  })

  server.post('/apps/chat/send-msg', (_schema, request) => {
    const input = readMessage(readBody(request))
    if (!input) return badRequest('A message and a contact are required')
    const contact: ChatContact | undefined = state.contacts.find((c) => c.id === input.contactId)
    if (!contact) return notFound('Unknown contact')
    const newMessageData: ChatMessage = {
      message: input.message,
      time: now().toISOString(),
      senderId: state.profileUser.id,
    }
    const index = state.chats.findIndex((c) => c.userId === contact.id)
    let chat: Chat
    const isNew = index === -1
    if (isNew) {
      chat = { id: nextId(state.chats), userId: contact.id, unseenMsgs: 0, chat: [newMessageData] }
    } else {
      chat = state.chats.splice(index, 1)[0] as Chat
      chat.chat.push(newMessageData)
    }
    state.chats.unshift(chat)
    return json(201, isNew ? { newMessageData, id: contact.id, chat } : { newMessageData, id: contact.id })
  })
}
