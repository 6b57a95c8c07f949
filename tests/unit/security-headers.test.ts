import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, scriptHashSource } from '../../scripts/security-headers'

const scriptSources = (policy: string) =>
  policy
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))!
    .split(' ')
    .slice(1)

describe('the Content-Security-Policy for scripts', () => {
  it('names an inline script by the base64 of its SHA-256, as browsers compute it', () => {
    // printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
  })

  it("allows the app's origin and exactly the built pages' inline scripts, never any inline script", () => {
    expect(scriptSources(contentSecurityPolicy({ apiUrl: 'http://localhost:8080' }))).toEqual(["'self'"])
    expect(
      scriptSources(contentSecurityPolicy({ apiUrl: 'http://localhost:8080', inlineScripts: ['alert(1)'] })),
    ).toEqual(["'self'", scriptHashSource('alert(1)')])
  })

  it("keeps the dev server's 'unsafe-inline' working: no hash beside it, which would switch it off", () => {
    expect(
      scriptSources(
        contentSecurityPolicy({ apiUrl: 'http://localhost:8080', dev: true, inlineScripts: ['alert(1)'] }),
      ),
    ).toEqual(["'self'", "'unsafe-inline'"])
  })
})
