import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { join, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import sirv from 'sirv'
import type { Plugin, ResolvedConfig } from 'vite'

/** The files worth compressing: code, styles and text data (not HTML, which Vite's preview answers itself). */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|webmanifest|txt)$/
/** Below this a compressed copy saves less than its headers cost (the threshold Vite's preview compresses at). */
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * The production build's text files compressed once, at build time, at the strongest settings, and `vite preview`
 * answering with those copies (decision 0241). Vite's preview compresses every answer as it goes, with gzip at
 * zlib's default level only; brotli at quality 11 makes the first screen's and a route's code about 14% smaller
 * than that (the first screen's chunk 137 → 118 kB), and the bytes before the first rows are what a slow network
 * waits for (bench/README.md). A static host serves the same files the same way (nginx's `gzip_static` and
 * `brotli_static`, a CDN's precompressed assets).
 */
export function precompressedAssets(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'precompressed-assets',
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return
      await writeCompressedCopies(resolve(config.root, config.build.outDir))
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      // Added here, not returned as a post hook: it answers before Vite's own compression and static files.
      server.middlewares.use(compressedAssetServer(outDir, server.config.preview.headers))
    },
  }
}

/** Writes `name.br` and `name.gz` beside every compressible file of `dir` (and its folders) of `MIN_BYTES` or more. */
export async function writeCompressedCopies(dir: string): Promise<void> {
  await Promise.all(
    filesUnder(dir)
      .filter((path) => COMPRESSIBLE.test(path) && statSync(path).size >= MIN_BYTES)
      .map(async (path) => {
        const content = readFileSync(path)
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
        ])
        writeFileSync(`${path}.br`, br)
        writeFileSync(`${path}.gz`, gz)
      }),
  )
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(path) : [path]
  })
}

function safeDecode(path: string): string | undefined {
  try {
    return decodeURI(path)
  } catch {
    return undefined
  }
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void

/**
 * Answers a request for a file of `dir` that has compressed copies with its brotli copy when the client accepts
 * brotli, else its gzip copy, else the file itself, with `Vary: Accept-Encoding` and the
 * preview's `headers` (the Content-Security-Policy and the other security headers), as Vite's preview answers a
 * static file: a weak ETag and `Cache-Control: no-cache`. Anything else goes on to `next`.
 */
export function compressedAssetServer(dir: string, headers: OutgoingHttpHeaders = {}): Middleware {
  const serve = sirv(dir, {
    brotli: true,
    gzip: true,
    etag: true,
    // Reads the folder at each request (as Vite's preview does): a build made while the preview runs is served.
    dev: true,
    extensions: [],
    setHeaders(response) {
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) response.setHeader(name, value)
    },
  })
  const root = resolve(dir)
  return (request, response, next) => {
    const method = request.method ?? 'GET'
    const path = safeDecode((request.url ?? '/').split(/[?#]/, 1)[0] ?? '/')
    if ((method !== 'GET' && method !== 'HEAD') || path === undefined || !COMPRESSIBLE.test(path))
      return next()
    const file = join(root, path)
    // Without copies (a small file, or a build made without this plugin) Vite's preview answers as before.
    if (!file.startsWith(root + sep) || !existsSync(`${file}.gz`)) return next()
    serve(request, response, next)
  }
}
