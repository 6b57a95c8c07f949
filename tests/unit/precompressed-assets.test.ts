import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressedAssetServer, writeCompressedCopies } from '../../scripts/precompressed-assets'

const CODE = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(',')}]\n`
const SMALL = 'export const a = 1\n'

describe('the build’s compressed copies, served by the preview', () => {
  let dir: string
  let server: Server
  let port: number

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompressed-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'assets', 'list.js'), CODE)
    writeFileSync(join(dir, 'assets', 'small.js'), SMALL)
    writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 7))
    writeFileSync(join(dir, 'page.html'), `<p>${CODE}</p>`)
    await writeCompressedCopies(dir)
    const serve = compressedAssetServer(dir, { 'X-Content-Type-Options': 'nosniff' })
    server = createServer((request, response) =>
      serve(request, response, () => {
        response.statusCode = 418
        response.end('next')
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    rmSync(dir, { recursive: true, force: true })
  })

  /** Node's fetch would decompress the body and normalise the path: a raw request shows what is on the wire. */
  function get(path: string, acceptEncoding: string, method = 'GET') {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const headers = { 'Accept-Encoding': acceptEncoding }
        const sent = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          )
        })
        sent.on('error', reject)
        sent.end()
      },
    )
  }

  it('writes brotli and gzip copies of text files of 1 kB or more, and none of small, binary or HTML files', () => {
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'list.js.br'))).toString()).toBe(CODE)
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'list.js.gz'))).toString()).toBe(CODE)
    for (const name of ['assets/small.js', 'assets/logo.png', 'page.html'])
      expect(() => readFileSync(join(dir, `${name}.gz`))).toThrow(/ENOENT/)
  })

  it('answers with the brotli copy when the browser accepts it, else gzip, else the file', async () => {
    const br = await get('/assets/list.js?v=1', 'gzip, deflate, br, zstd')
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(CODE)

    const gz = await get('/assets/list.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(CODE)

    const plain = await get('/assets/list.js', '')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(CODE)

    for (const answer of [br, gz, plain]) {
      expect(answer.status).toBe(200)
      expect(answer.headers['content-type']).toBe('text/javascript')
      expect(answer.headers['vary']).toBe('Accept-Encoding')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['content-length']).toBe(String(answer.body.length))
    }
    expect(br.body.length).toBeLessThan(gz.body.length)
  })

  it('leaves what has no copies, what is not there, other methods and paths out of the folder to the next handler', async () => {
    for (const path of [
      '/assets/small.js',
      '/assets/logo.png',
      '/page.html',
      '/assets/gone.js',
      '/../etc/passwd.js',
    ])
      expect((await get(path, 'br')).status, path).toBe(418)
    expect((await get('/assets/list.js', 'br', 'POST')).status).toBe(418)
    expect((await get('/assets/%E0%A4%A.js', 'br')).status).toBe(418)
  })

  it('answers a HEAD with the headers and no body', async () => {
    const head = await get('/assets/list.js', 'br', 'HEAD')
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.body.length).toBe(0)
  })
})
