import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { DEFAULT_DEV_JWT_SECRET } from './src/domain/auth/dev-jwt.ts'
import { dependencyLicenses } from './scripts/dependency-licenses.ts'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { DEFAULT_API_URL, securityHeaders, ssoAuthorityOf } from './scripts/security-headers.ts'
import { prerenderLogin } from './scripts/prerender-login.ts'
import { precompressedAssets } from './scripts/precompressed-assets.ts'
import { prerenderGuardScript } from './src/composition/prerender-guard.ts'

// The in-browser mock signs tokens with the same development secret the mock API server verifies with.
const jwtSecret = process.env.MOCK_JWT_SECRET ?? DEFAULT_DEV_JWT_SECRET

export default defineConfig(({ mode }) => {
  // The API origin the app calls (connect-src and img-src of the Content-Security-Policy).
  const apiUrl = loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL || DEFAULT_API_URL
  // The single sign-on provider the app may call (connect-src), from public/sso.json when it is there.
  const ssoFile = 'public/sso.json'
  const ssoAuthority = ssoAuthorityOf(existsSync(ssoFile) ? readFileSync(ssoFile, 'utf8') : undefined)
  return {
    // React Aria ships its controls' strings in 34 languages; the app speaks English, Russian and Armenian
    // (which React Aria does not have, so it falls back to English): only en and ru are kept.
    // prerenderLogin writes dist/login.html, the sign-in page drawn at build time (scripts/prerender-login.ts);
    // precompressedAssets writes brotli and gzip copies of the build's files and the preview serves them.
    plugins: [react(), optimizeLocales.vite({ locales: ['en', 'ru'] }), prerenderLogin(), precompressedAssets()],
    // React 19's own useSyncExternalStore in place of the shim that wouter, react-i18next, React Aria, Tiptap and
    // recharts import for React 17 (decision 0238); the selector variant is the package's own, built on React's.
    resolve: {
      alias: [
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(new URL('./src/composition/use-sync-external-store.ts', import.meta.url)),
        },
      ],
    },
    define: {
      __MOCK_JWT_SECRET__: JSON.stringify(jwtSecret),
      __DEPENDENCY_LICENSES__: JSON.stringify(dependencyLicenses()),
    },
    // The dev server relaxes scripts for Vite's inline React Refresh preamble and allows the HMR web socket
    // (scripts/security-headers.ts); the production build (vite preview) gets the strict policy, which allows
    // one inline script by its hash: login.html's guard.
    server: { port: 5173, strictPort: true, headers: securityHeaders({ apiUrl, ssoAuthority, dev: true }) },
    preview: {
      port: 4173,
      strictPort: true,
      headers: securityHeaders({ apiUrl, ssoAuthority, inlineScripts: [prerenderGuardScript()] }),
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 600,
      // No modulepreload polyfill in the first screen's chunk (0.6 kB gzipped): every browser the es2022 target
      // runs in reads the entry's module graph itself; one without `<link rel="modulepreload">` (Safari before 17)
      // only ignores those hints in index.html.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Seven characters of hash, not eight: the first screen's chunk names every chunk it may load (the
          // preload map) and imports, 0.14 kB gzipped of hash characters saved there (decision 0238). Rolldown
          // refuses a length too short for the number of chunks, so this cannot collide silently.
          chunkFileNames: 'assets/[name]-[hash:7].js',
          // No group for the icons (decision 0243): once small common chunks are inlined (below), each icon goes
          // with the chunks that draw it. One chunk of every icon (15.4 kB gzipped) came with 55 routes that drew
          // two or three of them, `/orders` and the layout among them.
          codeSplitting: {
            // Small common chunks (a formatter, a button, a hook: under 8 kB of source) are copied into the
            // chunks that use them instead of each being a file: the orders list asked for 45 files, each a
            // round trip on a slow network (bench/README.md, "The orders list's first screen").
            experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
            groups: [
              // What the first screen needs, in one file rather than a dozen (six requests at a time over
              // HTTP/1.1, each waiting a round trip on a slow network).
              { name: 'app', tags: ['$initial'] },
            ],
          },
        },
      },
    },
  }
})
