import {
  isChatStatus,
  type ChatContact,
  type ChatMessage,
  type ChatOverview,
  type ChatProfile,
  type ChatSummary,
  type ChatThread,
} from '../../domain/apps/chat'
import type { ChatPort } from '../../ports/chat-port'
import { pipelineFetch, type PipelineFetchOptions } from './pipeline-fetch'

type Wire<T> = Omit<T, 'status'> & { status: string }
interface WireSummary extends Wire<ChatContact> {
  chat: { id: number; unseenMsgs: number; lastMessage?: ChatMessage | null }
}
interface WireOverview {
  chatsContacts: WireSummary[]
  contacts: Wire<ChatContact>[]
  profileUser: Wire<ChatProfile>
}

/** An unknown status reads offline rather than breaking the screen. */
const withStatus = <T extends { status: string }>(person: T) => ({
  ...person,
  status: isChatStatus(person.status) ? person.status : ('offline' as const),
})
const toContact = ({ id, fullName, role, about, avatar, status }: Wire<ChatContact>): ChatContact =>
  withStatus({ id, fullName, role, about, avatar, status })
const toSummary = ({ chat, ...contact }: WireSummary): ChatSummary => ({
  contact: toContact(contact),
  chatId: chat.id,
  unseenMsgs: chat.unseenMsgs,
  lastMessage: chat.lastMessage ?? undefined,
})

/** ChatPort over the in-browser mock's `/apps/chat/*` endpoints (template-apps §7). */
export function createChatAdapter(options: PipelineFetchOptions): ChatPort {
  const request = pipelineFetch(options)
  return {
    async overview() {
      const answer = await request<WireOverview>('GET', '/apps/chat/chats-and-contacts')
      return {
        chats: answer.chatsContacts.map(toSummary),
        contacts: answer.contacts.map(toContact),
        profile: withStatus(answer.profileUser),
      } satisfies ChatOverview
    },
    profile: async () => withStatus(await request<Wire<ChatProfile>>('GET', '/apps/chat/users/profile-user')),
    async openChat(contactId) {
      const answer = await request<{ contact: Wire<ChatContact>; chat: ChatThread | null }>(
        'GET',
        `/apps/chat/get-chat?id=${encodeURIComponent(contactId)}`,
      )
      return { contact: toContact(answer.contact), chat: answer.chat }
    },
    async sendMessage(contact, message) {
      const answer = await request<{ newMessageData: ChatMessage; id: number; chat?: ChatThread }>(
        'POST',
        '/apps/chat/send-msg',
        { obj: { message, contact } },
      )
      return answer.chat
        ? { message: answer.newMessageData, chat: answer.chat }
        : { message: answer.newMessageData }
    },
  }
}
