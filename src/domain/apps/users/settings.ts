/** What a user is told about and how (the notifications tab), kept on this machine: the mock has no call for it. */
export const NOTIFICATION_EVENTS = ['newForYou', 'accountActivity', 'newBrowser', 'newDevice'] as const
export const NOTIFICATION_CHANNELS = ['email', 'browser', 'app'] as const
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number]
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]
export type NotificationSettings = Record<NotificationEvent, Record<NotificationChannel, boolean>>

/** Services an account can be connected to (the connections tab), kept on this machine. */
export const CONNECTION_SERVICES = ['google', 'slack', 'github', 'mailchimp', 'asana'] as const
export type ConnectionService = (typeof CONNECTION_SERVICES)[number]

/** Everything on by e-mail and in the browser; the app only for sign-ins from a new browser or device. */
export function defaultNotifications(): NotificationSettings {
  return Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => [
      event,
      { email: true, browser: true, app: event === 'newBrowser' || event === 'newDevice' },
    ]),
  ) as NotificationSettings
}

/** Stored notification settings, checked field by field; anything missing or malformed takes the default. */
export function readNotifications(stored: unknown): NotificationSettings {
  const settings = defaultNotifications()
  if (typeof stored !== 'object' || stored === null) return settings
  const record = stored as Record<string, unknown>
  for (const event of NOTIFICATION_EVENTS) {
    const row = record[event]
    if (typeof row !== 'object' || row === null) continue
    for (const channel of NOTIFICATION_CHANNELS) {
      const value = (row as Record<string, unknown>)[channel]
      if (typeof value === 'boolean') settings[event][channel] = value
    }
  }
  return settings
}

/** Stored connections: the known services among what was stored, in their order; none by default. */
export function readConnections(stored: unknown): ConnectionService[] {
  if (!Array.isArray(stored)) return []
  return CONNECTION_SERVICES.filter((service) => stored.includes(service))
}
