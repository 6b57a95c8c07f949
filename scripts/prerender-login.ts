import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import type { PrerenderedPage, renderLoginPage } from '../src/ui/prerender/render-login'
import { prerenderGuardScript } from '../src/composition/prerender-guard.ts'
import { PRERENDERED_CSS, PRERENDERED_ID } from '../src/ui/prerender/prerendered.ts'

/**
 * Writes `login.html` beside `index.html` in the production build: the same page with the sign-in screen
 * already drawn in it (src/ui/prerender/render-login.tsx, rendered through Vite's SSR loader), and the guard
 * script it runs first (src/composition/prerender-guard.ts) inline in its head: the Content-Security-Policy allows
 * that text by its hash (vite.config.ts, scripts/security-headers.ts). `vite preview` answers `/login`
 * with it, so the browser paints the sign-in page as soon as the HTML arrives instead of after the app's code
 * (decision 0169).
 */
export function prerenderLogin(): Plugin {
  let config: ResolvedConfig
  let page: PrerenderedPage | undefined
  return {
    name: 'prerender-login',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async generateBundle() {
      if (config.build.ssr) return
      const renderLoginPage = await loadRenderer(config)
      page = renderLoginPage(
        (language, namespace) =>
          JSON.parse(
            readFileSync(join(config.publicDir, 'locales', language, `${namespace}.json`), 'utf8'),
          ) as Record<string, unknown>,
      )
    },
    closeBundle() {
      if (config.build.ssr || !page) return
      const outDir = resolve(config.root, config.build.outDir)
      const index = readFileSync(join(outDir, 'index.html'), 'utf8')
      writeFileSync(join(outDir, 'login.html'), withPrerenderedPage(index, page, prerenderGuardScript()))
    },
  }
}

/**
 * The page's renderer, loaded by a Vite server in SSR mode rather than imported by this file: vite.config.ts
 * imports this file, and what it imports (here React and the whole sign-in screen) becomes part of the config's
 * own bundle.
 */
async function loadRenderer(config: ResolvedConfig): Promise<typeof renderLoginPage> {
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
    const render = await server.ssrLoadModule('/src/ui/prerender/render-login.tsx')
    return render.renderLoginPage as typeof renderLoginPage
  } finally {
    await server.close()
  }
}

/**
 * index.html with the guard script inline and first in its head (it runs before the first paint, and asks for
 * nothing), the page's styles at the end of the head, and the page before the app's root.
 */
export function withPrerenderedPage(index: string, page: PrerenderedPage, guardScript: string): string {
  const title = index.indexOf('<title>')
  if (title < 0 || !index.includes('</head>') || !index.includes('<body>'))
    throw new Error('index.html has no title, head or body')
  if (/<\/script/i.test(guardScript)) throw new Error('the guard script cannot hold </script>')
  // Its exact text is what the Content-Security-Policy's hash allows: nothing may be added around it.
  const guard = `<script>${guardScript}</script>\n    `
  const styles = `<style>${PRERENDERED_CSS}</style>\n    ${page.styles}\n  </head>`
  const body = `<body>\n    <div id="${PRERENDERED_ID}" aria-busy="true">${page.html}</div>`
  return (index.slice(0, title) + guard + index.slice(title))
    .replace('</head>', () => styles)
    .replace('<body>', () => body)
}
