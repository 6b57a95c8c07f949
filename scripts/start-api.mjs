// `npm run start:api`: the mock API server (mock-server/main.ts). Arguments and environment are main.ts's
// (--scale, MOCK_API_PORT, ...).
import { runBundled } from './run-bundled.mjs'

await runBundled('mock-server/main.ts', 'main')
