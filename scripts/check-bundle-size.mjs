// The size budgets, checked on the production build in dist/ (the one the end-to-end tests ran against):
// the first screen under 135 kB gzipped, and no route's own code over 60 kB. Sizes are deterministic, so this
// is a test; times are not, and live in `npm run bench`.
import {
  analyseBundle,
  ENTRY_BUDGET_KB,
  ROUTE_BUDGET_ALLOWANCES,
  ROUTE_BUDGET_KB,
} from '../bench/lib/bundle-analysis.mjs'

const bundle = analyseBundle()
const failures = []
if (bundle.entryKb > ENTRY_BUDGET_KB)
  failures.push(`entry ${bundle.entryKb.toFixed(1)} kB > ${ENTRY_BUDGET_KB} kB`)
for (const route of bundle.routes) {
  const allowance = ROUTE_BUDGET_ALLOWANCES[route.chunk]
  const budget = allowance?.kb ?? ROUTE_BUDGET_KB
  if (route.ownKb > budget)
    failures.push(`${route.chunk}: own code ${route.ownKb.toFixed(1)} kB > ${budget} kB`)
  else if (allowance)
    console.log(
      `allowed over ${ROUTE_BUDGET_KB} kB: ${route.chunk} ${route.ownKb.toFixed(1)} kB ≤ ${budget} kB (${allowance.why})`,
    )
}
console.log(
  `bundle: entry ${bundle.entryKb.toFixed(1)} kB, shared ${bundle.sharedKb.toFixed(1)} kB, largest route own code ` +
    `${bundle.routes[0]?.ownKb.toFixed(1)} kB (${bundle.routes[0]?.chunk})`,
)
for (const part of bundle.onDemand)
  console.log(
    `loaded apart (by a screen on an action, or by the layout): ${part.chunk} own code ${part.ownKb.toFixed(1)} kB`,
  )
for (const failure of failures) console.error(`over budget: ${failure}`)
console.log(`${bundle.routes.length + 1 - failures.length} passed, ${failures.length} failed`)
process.exit(failures.length ? 1 : 0)
