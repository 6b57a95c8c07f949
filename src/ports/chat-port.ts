import type { ChatContact, ChatMessage, ChatOverview, ChatProfile, ChatThread } from '../domain/apps/chat'

/** A sent message as the server keeps it, and the chat it created when the contact had none. */
export interface SentChatMessage {
  message: ChatMessage
  chat?: ChatThread
}

/**
 * The chat app (template-apps §7): `GET /apps/chat/chats-and-contacts`, `GET /apps/chat/users/profile-user`,
 * `GET /apps/chat/get-chat` (opening sets the unseen count to 0), `POST /apps/chat/send-msg`.
 * There is no call to change the profile (status, about, settings).
 */
export interface ChatPort {
  overview(): Promise<ChatOverview>
  profile(): Promise<ChatProfile>
  /** The contact and their chat (null when there is none yet); the server marks the chat seen. */
  openChat(contactId: number): Promise<{ contact: ChatContact; chat: ChatThread | null }>
  /** Appends a message (plain text) to the contact's chat, creating the chat when there is none. */
  sendMessage(contact: ChatContact, message: string): Promise<SentChatMessage>
}
