// The size budgets, checked on the production build in dist/ (the one the end-to-end tests ran against):
// the first screen at most 135 kB gzipped, no route's own code over 60 kB, and no route over 150 kB with the
// shared chunks it loads before its first paint (decision 0142; the routes over it when it came are held where
// they were). Sizes are deterministic, so this is a test; times are not, and live in `npm run bench`.
import {
  analyseBundle,
  ENTRY_BUDGET_KB,
  ROUTE_BUDGET_ALLOWANCES,
  ROUTE_BUDGET_KB,
  ROUTE_WITH_LIBRARIES_ALLOWANCES,
  ROUTE_WITH_LIBRARIES_BUDGET_KB,
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
  const held = ROUTE_WITH_LIBRARIES_ALLOWANCES[route.chunk]
  const withBudget = held ?? ROUTE_WITH_LIBRARIES_BUDGET_KB
  if (route.withSharedKb > withBudget)
    failures.push(
      `${route.chunk}: with the libraries it loads before its first paint ${route.withSharedKb.toFixed(1)} kB > ${withBudget} kB`,
    )
}
const heldRoutes = bundle.routes.filter((route) => ROUTE_WITH_LIBRARIES_ALLOWANCES[route.chunk])
console.log(
  `held over ${ROUTE_WITH_LIBRARIES_BUDGET_KB} kB with their libraries (issue 31, decision 0142): ${heldRoutes.length} routes`,
)
for (const route of heldRoutes.filter((route) => route.withSharedKb <= ROUTE_WITH_LIBRARIES_BUDGET_KB))
  console.log(`${route.chunk} now meets ${ROUTE_WITH_LIBRARIES_BUDGET_KB} kB: take it off the list`)
console.log(
  `bundle: entry ${bundle.entryKb.toFixed(1)} kB, shared ${bundle.sharedKb.toFixed(1)} kB, largest route own code ` +
    `${bundle.routes[0]?.ownKb.toFixed(1)} kB (${bundle.routes[0]?.chunk})`,
)
for (const part of bundle.onDemand)
  console.log(
    `loaded apart (by a screen on an action, or by the layout): ${part.chunk} own code ${part.ownKb.toFixed(1)} kB`,
  )
for (const failure of failures) console.error(`over budget: ${failure}`)
console.log(`${2 * bundle.routes.length + 1 - failures.length} passed, ${failures.length} failed`)
process.exit(failures.length ? 1 : 0)
