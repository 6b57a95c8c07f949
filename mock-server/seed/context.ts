import type { Db } from '../storage/db'
import type { Rng } from './rng'

/** What every generator receives: the store to fill, the random source and the volume multiplier. */
export interface SeedContext {
  db: Db
  rng: Rng
  scale: number
}

/** `count` at scale 1, multiplied by the scale (at least 1). */
export function volume(ctx: SeedContext, count: number): number {
  return Math.max(1, Math.round(count * ctx.scale))
}
