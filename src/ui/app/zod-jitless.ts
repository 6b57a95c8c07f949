/**
 * zod 4 compiles object parsers with `new Function` unless told not to, and finds out whether it may by calling
 * `new Function('')` when the first object schema is made: under the app's Content-Security-Policy (no
 * 'unsafe-eval', scripts/security-headers.ts) that is a CSP violation on every screen with a form. zod reads
 * its settings from `globalThis.__zod_globalConfig`, so they are set here, before any schema exists, without
 * pulling zod into the first screen.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true }

export {}
