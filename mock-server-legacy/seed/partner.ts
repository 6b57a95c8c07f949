import { usd } from '../../src/domain/money'
import type { SeedContext } from './context'
import { AUCTIONS, AUCTION_LOCATIONS, TERMINALS, US_STATES } from './lists'

/** The partner's local transportation prices (yard -> terminal) and auction buyer accounts. */
export function seedPartner(ctx: SeedContext): void {
  const { db, rng } = ctx
  let id = 1
  for (const yard of AUCTION_LOCATIONS) {
    const auction = rng.pick(AUCTIONS.slice(0, 2))
    const near = TERMINALS.filter((t) => t.state === yard.state)
    const choices =
      near.length > 0 ? [...near, rng.pick(TERMINALS)] : [rng.pick(TERMINALS), rng.pick(TERMINALS)]
    const seen = new Set<number>()
    choices.forEach((terminal, index) => {
      if (seen.has(terminal.id)) return
      seen.add(terminal.id)
      const local = terminal.state === yard.state
      db.localTransportations.put({
        name: `localTransportations/${id++}`,
        auctionLocationDisplayName: yard.label,
        auctionDisplayName: auction,
        cityDisplayName: yard.city,
        stateDisplayName: US_STATES.find((s) => s.code === yard.state)?.name ?? yard.state.toUpperCase(),
        zip: yard.zip,
        terminalDisplayName: `${terminal.city}, ${terminal.state.toUpperCase()}`,
        price: usd((local ? rng.int(15, 45) : rng.int(60, 160)) * 1000),
        isPreferable: index === 0,
      })
    })
  }
  for (let i = 0; i < 40; i++) {
    const auction = AUCTIONS[i % 2] as string
    const number = String(100000 + i * 7919).slice(0, 6)
    db.buyers.put({ name: `buyers/B${number}`, displayName: `${auction} buyer #${number}` })
  }
}
