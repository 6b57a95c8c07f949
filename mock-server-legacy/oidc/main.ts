/**
 * Entry of the local identity provider (`npm run start:sso`, started by `npm start` beside the mock API).
 * Environment: OIDC_PORT (8090), OIDC_ISSUER (http://localhost:<port>), MOCK_API_URL (the token audience,
 * http://localhost:8080).
 */
import { ALLOWED_ORIGINS } from '../server'
import { createOidcProvider } from './provider'

const port = Number(process.env.OIDC_PORT ?? 8090)
const issuer = process.env.OIDC_ISSUER ?? `http://localhost:${port}`
const apiAudience = process.env.MOCK_API_URL ?? `http://localhost:${process.env.MOCK_API_PORT ?? 8080}`

const provider = await createOidcProvider({ issuer, appOrigins: ALLOWED_ORIGINS, apiAudience })
provider.listen(port, () => {
  console.log(`local identity provider: ${issuer} (client cargo-backoffice, PKCE; demo accounts as users)`)
})
