export type RelativeTimeUnit = 'days' | 'hours' | 'mins' | 'now'

export interface RelativeTime {
  unit: RelativeTimeUnit
  count: number
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * How long ago `date` was (spec §9: days ago, hours ago, mins ago, now), for the UI to translate.
 * Under a minute, or in the future, reads `now` (count 0). Counts are whole units, rounded down.
 */
export function relativeTime(date: Date, now: Date): RelativeTime {
  const elapsed = now.getTime() - date.getTime()
  if (!(elapsed >= MINUTE)) return { unit: 'now', count: 0 }
  if (elapsed < HOUR) return { unit: 'mins', count: Math.floor(elapsed / MINUTE) }
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) }
  return { unit: 'days', count: Math.floor(elapsed / DAY) }
}
