import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChatContact, ChatOverview, ChatThread } from '../../../../domain/apps/chat'
import type { ChatPort } from '../../../../ports/chat-port'
import { PortError } from '../../../../ports/errors'
import { fakePort } from '../../../../testing/fake-port'
import { initTestI18n } from '../../../../testing/i18n'
import { renderScreen } from '../../../../testing/render-screen'
import ChatApp from './ChatApp'

const person = (id: number, fullName: string, status: ChatContact['status']): ChatContact => ({
  id,
  fullName,
  role: `${fullName.split(' ')[0]}'s role`,
  about: `About ${fullName}`,
  avatar: 'data:image/svg+xml,x',
  status,
})
const marta = person(2, 'Marta Kowalczyk', 'online')
const tobias = person(3, 'Tobias Lindqvist', 'busy')
const aisha = person(4, 'Aisha Rahman', 'away')
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

/** A chat port over memory, answering by the mock's rules (opening clears the count, sending moves to top). */
function memoryChat() {
  const contacts = [marta, tobias, aisha]
  const chats: ChatThread[] = [
    {
      id: 1,
      userId: 2,
      unseenMsgs: 2,
      chat: [
        { senderId: 2, message: 'The Hamburg load is ready.', time: ago(30) },
        { senderId: 2, message: 'Please confirm the slot.', time: ago(25) },
      ],
    },
    { id: 2, userId: 3, unseenMsgs: 0, chat: [{ senderId: 1, message: 'Thanks Tobias.', time: ago(60) }] },
  ]
  const sent: string[] = []
  let failNext = false
  const port = fakePort<ChatPort>({
    overview: async (): Promise<ChatOverview> => ({
      chats: chats.map((c) => ({
        contact: contacts.find((p) => p.id === c.userId)!,
        chatId: c.id,
        unseenMsgs: c.unseenMsgs,
        lastMessage: c.chat.at(-1),
      })),
      contacts,
      profile: {
        id: 1,
        fullName: 'Jordan Avery',
        role: 'Operations Manager',
        about: 'Running the freight desk.',
        avatar: 'data:image/svg+xml,j',
        status: 'online',
        settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
      },
    }),
    openChat: async (contactId) => {
      const chat = chats.find((c) => c.userId === contactId)
      if (chat) chat.unseenMsgs = 0
      return { contact: contacts.find((p) => p.id === contactId)!, chat: chat ? structuredClone(chat) : null }
    },
    sendMessage: async (contact, message) => {
      if (failNext) {
        failNext = false
        throw new PortError('unavailable', 'offline')
      }
      sent.push(message)
      const newMessage = { senderId: 1, message, time: new Date().toISOString() }
      const index = chats.findIndex((c) => c.userId === contact.id)
      if (index === -1) {
        const chat = { id: chats.length + 1, userId: contact.id, unseenMsgs: 0, chat: [newMessage] }
        chats.unshift(chat)
        return { message: newMessage, chat }
      }
      const [chat] = chats.splice(index, 1)
      chat!.chat.push(newMessage)
      chats.unshift(chat!)
      return { message: newMessage }
    },
  })
  return { port, sent, failNextSend: () => (failNext = true) }
}

const chatsList = () => screen.getByRole('list', { name: 'Chats' })
const contactsList = () => screen.getByRole('list', { name: 'Contacts' })
const chatNames = () =>
  within(chatsList())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.name')?.textContent)

// The shared machine is slow: a screen test with several steps gets more than the default 5 s.
describe('ChatApp', { timeout: 30_000 }, () => {
  beforeAll(() => initTestI18n())
  // The messages are minutes old and the log groups them by day: at midday they are today's whatever the hour
  // the tests run (run in the first half hour after midnight, "30 minutes ago" was yesterday). Only the date is
  // fixed; timers stay real.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 27, 12, 0))
  })
  afterEach(() => vi.useRealTimers())

  it('lists chats with unseen counts and contacts, searches both, opens a chat and clears its count', async () => {
    const user = userEvent.setup()
    renderScreen(<ChatApp />, { path: '/apps/chat', ports: { chat: memoryChat().port } })
    await screen.findByRole('list', { name: 'Chats' })
    expect(chatNames()).toEqual(['Marta Kowalczyk', 'Tobias Lindqvist'])
    const martaItem = within(chatsList()).getByRole('button', { name: /Marta Kowalczyk/ })
    expect(martaItem).toHaveTextContent('Please confirm the slot.')
    expect(within(martaItem).getByText('Unread messages: 2')).toBeInTheDocument()
    expect(within(chatsList()).getByRole('button', { name: /Tobias/ })).toHaveTextContent(
      'You: Thanks Tobias.',
    )
    expect(within(contactsList()).getAllByRole('listitem')).toHaveLength(3)

    await user.click(screen.getByRole('searchbox', { name: 'Search chats and contacts' }))
    await user.paste('rahman')
    await user.keyboard('{Enter}')
    expect(screen.getByText('No chats found.')).toBeInTheDocument()
    expect(within(contactsList()).getAllByRole('listitem')).toHaveLength(1)
    await user.clear(screen.getByRole('searchbox', { name: 'Search chats and contacts' }))
    await user.keyboard('{Enter}')

    await user.click(within(chatsList()).getByRole('button', { name: /Marta Kowalczyk/ }))
    const log = await screen.findByRole('log', { name: 'Messages with Marta Kowalczyk' })
    // Both of Marta's messages in one group, under today.
    expect(within(log).getByRole('region', { name: 'Today' })).toBeInTheDocument()
    expect(within(log).getAllByText('Marta Kowalczyk')).toHaveLength(1)
    expect(within(log).getByText('Please confirm the slot.')).toBeInTheDocument()
    await waitFor(() => expect(within(chatsList()).queryByText(/Unread messages/)).not.toBeInTheDocument())
    expect(within(chatsList()).getByRole('button', { name: /Marta Kowalczyk/ })).toHaveAttribute(
      'aria-current',
      'true',
    )

    await user.click(screen.getByRole('button', { name: 'Details of Marta Kowalczyk' }))
    const details = await screen.findByRole('dialog', { name: 'Marta Kowalczyk' })
    expect(details).toHaveTextContent('About Marta Kowalczyk')
    expect(details).toHaveTextContent('Online')
    await user.click(within(details).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('sends with Enter (Shift+Enter adds a line), moves the chat to the top and starts chats from contacts', async () => {
    const user = userEvent.setup()
    const { port, sent } = memoryChat()
    renderScreen(<ChatApp />, { path: '/apps/chat', ports: { chat: port } })
    await screen.findByRole('list', { name: 'Chats' })
    await user.click(within(chatsList()).getByRole('button', { name: /Tobias/ }))
    await screen.findByRole('log', { name: 'Messages with Tobias Lindqvist' })
    const box = screen.getByRole('textbox', { name: 'Message' })
    await user.click(box)
    await user.paste('Truck 7')
    await user.keyboard('{Shift>}{Enter}{/Shift}')
    await user.paste('is ready')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(sent).toEqual(['Truck 7\nis ready']))
    expect(box).toHaveValue('')
    const log = screen.getByRole('log', { name: 'Messages with Tobias Lindqvist' })
    await waitFor(() => expect(log.querySelectorAll('p')[1]?.textContent).toBe('Truck 7\nis ready'))
    expect(chatNames()).toEqual(['Tobias Lindqvist', 'Marta Kowalczyk'])

    // Hostile HTML is text: it shows literally and makes no element.
    await user.paste('<img src=x onerror=alert(1)>')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(within(log).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument())
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect(within(chatsList()).getByRole('button', { name: /Tobias/ })).toHaveTextContent(
      'You: <img src=x onerror=alert(1)>',
    )

    await user.click(within(contactsList()).getByRole('button', { name: /Aisha Rahman/ }))
    await screen.findByText('No messages with Aisha Rahman yet. Say hello!')
    await user.click(screen.getByRole('textbox', { name: 'Message' }))
    await user.paste('Hello Aisha')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(chatNames()).toEqual(['Aisha Rahman', 'Tobias Lindqvist', 'Marta Kowalczyk']))
    expect(screen.getByRole('log', { name: 'Messages with Aisha Rahman' })).toHaveTextContent('Hello Aisha')
  })

  it('keeps the text when a send fails and says why', async () => {
    const user = userEvent.setup()
    const { port, failNextSend, sent } = memoryChat()
    renderScreen(<ChatApp />, { path: '/apps/chat', ports: { chat: port } })
    await user.click(
      await within(await screen.findByRole('list', { name: 'Chats' })).findByRole('button', {
        name: /Marta/,
      }),
    )
    await screen.findByRole('log', { name: 'Messages with Marta Kowalczyk' })
    failNextSend()
    const box = screen.getByRole('textbox', { name: 'Message' })
    await user.click(box)
    await user.paste('Are you there?')
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('The message was not sent')
    expect(box).toHaveValue('Are you there?')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(sent).toEqual(['Are you there?']))
    expect(box).toHaveValue('')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('changes the own status in the profile panel, on this page', async () => {
    const user = userEvent.setup()
    renderScreen(<ChatApp />, { path: '/apps/chat', ports: { chat: memoryChat().port } })
    await user.click(await screen.findByRole('button', { name: 'My profile' }))
    const panel = await screen.findByRole('dialog', { name: 'My profile' })
    expect(panel).toHaveTextContent('Jordan Avery')
    expect(panel).toHaveTextContent('Running the freight desk.')
    expect(within(panel).getByText('Two-step verification').nextElementSibling).toHaveTextContent('On')
    expect(within(panel).getByRole('radio', { name: 'Online' })).toBeChecked()
    await user.click(within(panel).getByRole('radio', { name: 'Busy' }))
    expect(within(panel).getByRole('radio', { name: 'Busy' })).toBeChecked()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'My profile' }).parentElement).toHaveTextContent('Busy')
  })
})
