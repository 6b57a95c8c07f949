import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import type { PrerenderedPage } from '../src/ui/prerender/render-login'
import { STORAGE_KEYS } from '../src/adapters/browser/local-session-storage'
import { DEFAULT_LAYOUT, type PersistedKey } from '../src/domain/layout'
import { DEFAULT_LANGUAGE } from '../src/ui/i18n/languages'
import { LANGUAGE_KEY } from '../src/ui/i18n/locale-files'
import { PRERENDERED_CSS, PRERENDERED_ID } from '../src/ui/prerender/prerendered'

/** The namespaces the sign-in page reads (LoginPage and its layout). */
const LOGIN_NAMESPACES = ['common', 'shell', 'auth']

/**
 * Writes `login.html` beside `index.html` in the production build: the same page with the sign-in screen
 * already drawn in it (src/ui/prerender/render-login.tsx, rendered through Vite's SSR loader). `vite preview`
 * answers `/login` with it, so the browser paints the sign-in page as soon as the HTML arrives instead of after
 * the app's code (docs/decisions.md, "A sign-in page drawn at build time").
 */
export function prerenderLogin(): Plugin {
  let config: ResolvedConfig
  let guardFile: string | undefined
  return {
    name: 'prerender-login',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    generateBundle() {
      if (config.build.ssr) return
      const reference = this.emitFile({
        type: 'asset',
        name: 'prerender-guard.js',
        source: prerenderGuardScript(),
      })
      guardFile = this.getFileName(reference)
    },
    async closeBundle() {
      if (config.build.ssr || !guardFile) return
      const outDir = resolve(config.root, config.build.outDir)
      const translations = Object.fromEntries(
        LOGIN_NAMESPACES.map((namespace) => [
          namespace,
          JSON.parse(readFileSync(join(config.publicDir, 'locales', 'en', `${namespace}.json`), 'utf8')),
        ]),
      )
      const page = await renderWithVite(config, translations)
      const index = readFileSync(join(outDir, 'index.html'), 'utf8')
      writeFileSync(join(outDir, 'login.html'), withPrerenderedPage(index, page, config.base + guardFile))
    },
  }
}

async function renderWithVite(
  config: ResolvedConfig,
  translations: Record<string, unknown>,
): Promise<PrerenderedPage> {
  const { createServer } = await import('vite')
  const server = await createServer({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    // Its CommonJS build has no default export when Node loads it; Vite loads its ES module instead.
    ssr: { noExternal: ['styled-components'] },
  })
  try {
    const { renderLoginPage } = (await server.ssrLoadModule('/src/ui/prerender/render-login.tsx')) as {
      renderLoginPage: (translations: Record<string, unknown>) => PrerenderedPage
    }
    return renderLoginPage(translations)
  } finally {
    await server.close()
  }
}

/**
 * index.html with the guard script first in its head (before the app's entry, so its request is not queued behind
 * the entry's bytes on a slow link), the page's styles at the end of the head, and the page before the app's root.
 */
export function withPrerenderedPage(index: string, page: PrerenderedPage, guardUrl: string): string {
  const title = index.indexOf('<title>')
  if (title < 0 || !index.includes('</head>') || !index.includes('<body>'))
    throw new Error('index.html has no title, head or body')
  const guard = `<script src="${guardUrl}"></script>\n    `
  const styles = `<style>${PRERENDERED_CSS}</style>\n    ${page.styles}\n  </head>`
  const body = `<body>\n    <div id="${PRERENDERED_ID}" aria-busy="true">${page.html}</div>`
  return (index.slice(0, title) + guard + index.slice(title))
    .replace('</head>', () => styles)
    .replace('<body>', () => body)
}

/**
 * The classic script in the head of a prerendered page, run before its first paint. The page was drawn for a
 * visitor with no saved choices; anyone else (another language, skin or direction, or a stored session, which
 * the app will send on from /login) sees the usual loading spinner instead of a page that would change under
 * them. A file, not inline: the Content-Security-Policy allows scripts from the app's origin only.
 */
export function prerenderGuardScript(): string {
  const stored = (key: string) => `s.getItem(${JSON.stringify(key)})`
  const isDefault = (key: string, value: string) =>
    `(${stored(key)}===null||${stored(key)}===${JSON.stringify(value)})`
  const conditions = [
    `!${stored(STORAGE_KEYS.accessToken)}`,
    `!${stored(STORAGE_KEYS.refreshToken)}`,
    isDefault(LANGUAGE_KEY, DEFAULT_LANGUAGE),
    // The layout choices are stored as JSON (local-preferences.ts).
    isDefault('skin' satisfies PersistedKey, JSON.stringify(DEFAULT_LAYOUT.skin)),
    isDefault('direction' satisfies PersistedKey, JSON.stringify(DEFAULT_LAYOUT.direction)),
  ]
  return (
    `(function(){var on=false;try{var s=window.localStorage;on=${conditions.join('&&')}}catch(e){}` +
    `if(!on)document.documentElement.setAttribute('data-prerender','off')})()\n`
  )
}
