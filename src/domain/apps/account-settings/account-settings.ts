/** Template-apps §3 account settings of the signed-in person, as the settings page edits them. */
export interface AccountGeneral {
  /** A picture as a data URL. */
  avatar: string
  username: string
  fullName: string
  email: string
  company: string
}
export interface AccountInfo {
  bio: string
  /** Date of birth, a day YYYY-MM-DD or ''. */
  dob: string
  country: string
  website: string
  phone: string
}
export const SOCIAL_NETWORKS = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]
export type SocialLinks = Record<SocialNetwork, string>

export const NOTIFICATIONS = [
  'commentOnArticle',
  'answerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest',
] as const
export type NotificationKey = (typeof NOTIFICATIONS)[number]
export type Notifications = Record<NotificationKey, boolean>

/** The accounts the mock lists under connections (§3), each connected when it has an account id. */
export const CONNECTION_SERVICES = ['google', 'twitter', 'facebook', 'github'] as const
export type ConnectionService = (typeof CONNECTION_SERVICES)[number]
export interface Connection {
  connected: boolean
  /** The account's id on that service, when the server knows it. */
  account?: string
  profileImg?: string
}
export type Connections = Record<ConnectionService, Connection>

export interface AccountSettings {
  general: AccountGeneral
  info: AccountInfo
  socialLinks: SocialLinks
  connections: Connections
  notifications: Notifications
  /** When the password was last changed on this device (ISO date-time), if ever. */
  passwordChangedAt?: string
}

/** What a tab saves: one section of the settings. */
export type AccountSettingsChange =
  | { section: 'general'; values: AccountGeneral }
  | { section: 'info'; values: AccountInfo }
  | { section: 'socialLinks'; values: SocialLinks }
  | { section: 'connections'; values: Connections }
  | { section: 'notifications'; values: Notifications }

/** The sections saved on this device, laid over the server's answer. */
export type SavedAccountSettings = Partial<Omit<AccountSettings, 'passwordChangedAt'>> & {
  passwordChangedAt?: string
}

/** The server's settings with the sections saved on this device over them (a saved section wins whole). */
export function withSavedSettings(server: AccountSettings, saved: SavedAccountSettings): AccountSettings {
  return {
    general: { ...server.general, ...saved.general },
    info: { ...server.info, ...saved.info },
    socialLinks: { ...server.socialLinks, ...saved.socialLinks },
    connections: { ...server.connections, ...saved.connections },
    notifications: { ...server.notifications, ...saved.notifications },
    passwordChangedAt: saved.passwordChangedAt ?? server.passwordChangedAt,
  }
}

/** Pictures the avatar accepts (the template's rule: JPG, GIF or PNG, at most 800 kB). */
export const AVATAR_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif']
export const AVATAR_MAX_BYTES = 800 * 1024

/** Why a chosen file cannot be the avatar, or null when it can. */
export function avatarProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'type'
  if (file.size > AVATAR_MAX_BYTES) return 'size'
  return null
}

export const PASSWORD_MIN_LENGTH = 8

/**
 * What a new password lacks: at least 8 characters, a lowercase letter, and a digit, symbol or space
 * (the template's rules). An empty list means it is acceptable.
 */
export function passwordProblems(password: string): ('length' | 'lowercase' | 'digitOrSymbol')[] {
  const problems: ('length' | 'lowercase' | 'digitOrSymbol')[] = []
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('length')
  if (!/\p{Ll}/u.test(password)) problems.push('lowercase')
  if (!/[\d\s\p{P}\p{S}]/u.test(password)) problems.push('digitOrSymbol')
  return problems
}

/** A web address a link may point to: http or https with a host; '' (no link) is allowed. */
export function isWebAddress(text: string): boolean {
  const value = text.trim()
  if (value === '') return true
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/** A phone number as people type it (the back office's rule). */
export { isPhoneNumber } from '../../text'

/**
 * The settings from the mock's `GET /account-setting/data` answer: social links and connections come under
 * `social`, the switches under `notification`; a connection with an id is connected.
 */
export function accountSettingsFromAnswer(answer: unknown): AccountSettings {
  const body = (answer ?? {}) as Record<string, Record<string, unknown> | undefined>
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const general = body.general ?? {}
  const info = body.info ?? {}
  const social = (body.social ?? {}) as {
    socialLinks?: Record<string, unknown>
    connections?: Record<string, unknown>
  }
  const notification = body.notification ?? {}
  const connection = (raw: unknown): Connection => {
    const value = (raw ?? {}) as { id?: unknown; profileImg?: unknown }
    const account = text(value.id)
    return account
      ? { connected: true, account, profileImg: text(value.profileImg) || undefined }
      : { connected: false }
  }
  return {
    general: {
      avatar: text(general.avatar),
      username: text(general.username),
      fullName: text(general.fullName),
      email: text(general.email),
      company: text(general.company),
    },
    info: {
      bio: text(info.bio),
      dob: text(info.dob),
      country: text(info.country),
      website: text(info.website),
      phone: text(info.phone),
    },
    socialLinks: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, text(social.socialLinks?.[network])]),
    ) as SocialLinks,
    connections: Object.fromEntries(
      CONNECTION_SERVICES.map((service) => [service, connection(social.connections?.[service])]),
    ) as Connections,
    notifications: Object.fromEntries(
      NOTIFICATIONS.map((key) => [key, notification[key] === true]),
    ) as Notifications,
  }
}
