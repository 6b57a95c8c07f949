import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  messageToSend,
  withSentMessage,
  withUnseen,
  type ChatContact,
  type ChatMessage,
  type ChatOverview,
  type ChatStatus,
} from '../../../../domain/apps/chat'
import type { PortError } from '../../../../ports/errors'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'

/** The open conversation: its contact, its messages (none before the first is sent). */
export interface OpenChat {
  contact: ChatContact
  messages: ChatMessage[]
}

/**
 * The chat app's state and calls: the overview (chats, contacts, profile), the open chat and sending.
 * Opening a chat asks the server (which sets its unseen count to 0) and shows the count it answers; a sent
 * message is appended and its chat moves to the top (created when the contact had none). The profile's
 * status is kept on this page only: the mock has no call to change it.
 */
export function useChat() {
  const port = resolvePort(PORTS.chat)
  const [overview, setOverview] = useState<ChatOverview | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<PortError | null>(null)
  const [status, setStatus] = useState<ChatStatus | null>(null)
  const [activeId, setActiveId] = useState<number | null>(null)
  const [open, setOpen] = useState<OpenChat | null>(null)
  const [openError, setOpenError] = useState<PortError | null>(null)
  const requested = useRef<number | null>(null)

  const reload = useCallback(async () => {
    setLoading(true)
    try {
      setOverview(await port.overview())
      setError(null)
    } catch (reason) {
      setError(reason as PortError)
    } finally {
      setLoading(false)
    }
  }, [port])
  useEffect(() => void reload(), [reload])

  const openChat = useCallback(
    async (contactId: number) => {
      requested.current = contactId
      setActiveId(contactId)
      setOpenError(null)
      setOpen((current) => (current?.contact.id === contactId ? current : null))
      try {
        const answer = await port.openChat(contactId)
        if (requested.current !== contactId) return
        setOpen({ contact: answer.contact, messages: answer.chat?.chat ?? [] })
        if (answer.chat) {
          const unseen = answer.chat.unseenMsgs
          setOverview((current) => current && withUnseen(current, contactId, unseen))
        }
      } catch (reason) {
        if (requested.current === contactId) setOpenError(reason as PortError)
      }
    },
    [port],
  )

  const closeChat = useCallback(() => {
    requested.current = null
    setActiveId(null)
    setOpen(null)
    setOpenError(null)
  }, [])

  /** Sends the text to the open chat; rejects with the PortError when the call fails (the text stays). */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = messageToSend(text)
      if (!open || message === undefined) return false
      const { contact } = open
      const sent = await port.sendMessage(contact, message)
      setOpen((current) =>
        current?.contact.id === contact.id
          ? { ...current, messages: [...current.messages, sent.message] }
          : current,
      )
      setOverview((current) => {
        if (!current) return current
        const chatId =
          sent.chat?.id ?? current.chats.find((summary) => summary.contact.id === contact.id)?.chatId ?? 0
        return withSentMessage(current, contact, sent.message, chatId)
      })
      return true
    },
    [open, port],
  )

  const profile = useMemo(
    () => overview && (status ? { ...overview.profile, status } : overview.profile),
    [overview, status],
  )
  const activeContact =
    open?.contact ??
    (activeId === null ? null : (overview?.contacts.find((contact) => contact.id === activeId) ?? null))

  return {
    overview,
    profile,
    loading,
    error,
    reload,
    activeId,
    activeContact,
    open,
    openError,
    openChat,
    closeChat,
    send,
    setStatus,
  }
}
