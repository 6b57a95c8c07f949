/**
 * Builds the mock API's seed databases the node tests open (mock-server/storage/sql/open.ts) once, before the workers start: else
 * each worker's first server would build the same cache at the same time.
 */
import { DEFAULT_SEED } from '../../mock-server/seed'
import { seedCache } from '../../mock-server/storage/sql/open'

export default function setup(): void {
  for (const scale of [1, 0.1]) seedCache({ seed: DEFAULT_SEED, scale }, (message) => console.log(message))
}
