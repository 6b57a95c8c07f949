// `npm run start:sso`: the local OpenID Connect provider (mock-server/oidc/main.ts) on OIDC_PORT (8090).
import { runBundled } from './run-bundled.mjs'

await runBundled('mock-server/oidc/main.ts', 'oidc')
