import type { SeedContext } from './context'

/**
 * Faker-made values drawn often (addresses, extra people, towing companies): made once per seed run and then
 * picked from, which keeps startup fast without losing variety.
 */
export interface Pools {
  addresses: string[]
  people: string[]
  emails: string[]
  carriers: string[]
}

const pools = new WeakMap<SeedContext, Pools>()

export function poolsOf(ctx: SeedContext): Pools {
  let found = pools.get(ctx)
  if (!found) {
    const { faker } = ctx.rng
    const make = <T>(count: number, fn: () => T) => Array.from({ length: count }, fn)
    found = {
      addresses: make(
        400,
        () =>
          `${faker.location.streetAddress()}, ${faker.location.city()}, ${faker.location.state({ abbreviated: true })}`,
      ),
      people: make(300, () => faker.person.fullName()),
      emails: make(300, () => faker.internet.email().toLowerCase()),
      carriers: make(40, () => `${faker.company.name()} Transport`),
    }
    pools.set(ctx, found)
  }
  return found
}
