import { colorAt, initialsAvatar } from '../support'
import type { ChatContact, ChatMessage, ChatStatus } from '../../../domain/apps/chat'
export type { ChatContact, ChatMessage, ChatStatus }

export interface ChatProfileUser {
  id: number
  avatar: string
  fullName: string
  role: string
  about: string
  status: ChatStatus
  settings: { isTwoStepAuthVerificationEnabled: boolean; isNotificationsOn: boolean }
}

export interface Chat {
  id: number
  userId: number
  unseenMsgs: number
  chat: ChatMessage[]
}

export interface ChatState {
  profileUser: ChatProfileUser
  contacts: ChatContact[]
  /** Ordered: the first chat is the most recent one (top of the list). */
  chats: Chat[]
}

const PROFILE_ID = 1

const people: [string, string, ChatStatus, string][] = [
  ['Marta Kowalczyk', 'Dispatch Lead', 'online', 'Keeps the night trucks moving and the coffee warm.'],
  ['Tobias Lindqvist', 'Fleet Mechanic', 'busy', 'If it has wheels, I have probably fixed it twice.'],
  ['Aisha Rahman', 'Customs Broker', 'away', 'Paperwork whisperer for every border crossing.'],
  ['Diego Alvarez', 'Route Planner', 'offline', 'Shortest path enthusiast, longest lunch defender.'],
  ['Hannah Okafor', 'Account Manager', 'online', 'Looking after our retail customers in the north.'],
  ['Kenji Watanabe', 'Warehouse Supervisor', 'busy', 'Forklifts, pallets and a very loud radio.'],
  ['Lucia Ferreira', 'Billing Clerk', 'away', 'Invoices out by Friday, every Friday.'],
  ['Samuel Brooks', 'Driver', 'offline', 'Two million kilometres and counting.'],
]

// Conversations: [contact index, unseen, messages as [fromProfile, text, minutes ago]]
const conversations: [number, number, [boolean, string, number][]][] = [
  [
    0,
    2,
    [
      [false, 'Morning! The Hamburg load is ready at dock 4.', 180],
      [true, 'Great, I will send truck 12 over.', 175],
      [false, 'The driver should bring the seal numbers.', 30],
      [false, 'And please confirm the pickup slot.', 25],
    ],
  ],
  [
    2,
    0,
    [
      [true, 'Do we have the export declaration for order 5521?', 600],
      [false, 'Filed this morning, the reference is in the shared folder.', 580],
      [true, 'Perfect, thanks!', 570],
    ],
  ],
  [
    4,
    1,
    [
      [false, 'The customer asks for a revised quote with two extra pallets.', 1440],
      [true, 'I will have it ready after lunch.', 1400],
      [false, 'Thanks, they want it before Thursday.', 1380],
    ],
  ],
  [
    1,
    0,
    [
      [false, 'Truck 7 is back on the road, new brake pads.', 2880],
      [true, 'Nice work, thank you Tobias.', 2870],
    ],
  ],
]

export function createChatState(now: Date = new Date()): ChatState {
  const contacts: ChatContact[] = people.map(([fullName, role, status, about], index) => ({
    id: index + 2,
    fullName,
    role,
    about,
    status,
    avatar: initialsAvatar(fullName, colorAt(index + 1)),
  }))
  const minutesAgo = (minutes: number): string => new Date(now.getTime() - minutes * 60_000).toISOString()
  const chats: Chat[] = conversations.map(([contactIndex, unseenMsgs, messages], index) => {
    const contactId = contactIndex + 2
    return {
      id: index + 1,
      userId: contactId,
      unseenMsgs,
      chat: messages.map(([fromProfile, message, ago]) => ({
        message,
        time: minutesAgo(ago),
        senderId: fromProfile ? PROFILE_ID : contactId,
      })),
    }
  })
  return {
    profileUser: {
      id: PROFILE_ID,
      fullName: 'Jordan Avery',
      role: 'Operations Manager',
      about: 'Running the freight desk: loads, people and the occasional lost pallet.',
      avatar: initialsAvatar('Jordan Avery', colorAt(0)),
      status: 'online',
      settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
    },
    contacts,
    chats,
  }
}
