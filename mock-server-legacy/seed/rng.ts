import type { Faker } from '@faker-js/faker'
// The English instance only: the package's index loads every locale (~200 ms of the server's startup).
import { faker as englishFaker } from '@faker-js/faker/locale/en'

/** The seed's "today": every generated date is placed relative to it, so the data never depends on the clock. */
export const SEED_TODAY = new Date('2026-11-15T00:00:00Z')
export const DAY_MS = 86_400_000

/** A deterministic random source: a small fast PRNG for numbers plus a seeded faker for names and addresses. */
export interface Rng {
  faker: Faker
  /** Uniform float in [0, 1). */
  next(): number
  /** Integer in [min, max]. */
  int(min: number, max: number): number
  pick<T>(list: readonly T[]): T
  chance(probability: number): boolean
  /** A date `days` days before SEED_TODAY plus a random time of day. */
  daysAgo(days: number): Date
  /** `date` plus between `min` and `max` days (and a random time of day). */
  after(date: Date, min: number, max: number): Date
  digits(count: number): string
}

/** mulberry32: tiny, fast and good enough for seed data. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed)
  // An instance of its own (same definitions), so two generators never share faker's state.
  const faker = new (englishFaker.constructor as typeof Faker)({ locale: englishFaker.rawDefinitions })
  faker.seed(seed)
  faker.setDefaultRefDate(SEED_TODAY)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const timeOfDay = () => int(8 * 3600, 18 * 3600) * 1000
  return {
    faker,
    next,
    int,
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T,
    chance: (probability) => next() < probability,
    daysAgo: (days) => new Date(SEED_TODAY.getTime() - days * DAY_MS + timeOfDay()),
    after: (date, min, max) => {
      const midnight = Math.floor(date.getTime() / DAY_MS) * DAY_MS
      return new Date(midnight + int(min, max) * DAY_MS + timeOfDay())
    },
    digits: (count) => {
      let text = ''
      for (let i = 0; i < count; i++) text += String(int(0, 9))
      return text
    },
  }
}
