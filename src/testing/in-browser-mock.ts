/* eslint-disable @typescript-eslint/no-explicit-any -- tests check JSON answers field by field */
import { createServer } from 'miragejs'
import type { Server } from 'miragejs'
import { afterEach, beforeEach } from 'vitest'
import { startMock } from '../mock'
import type { MockApp } from '../mock/mock-app'

/**
 * A fresh mock for each test: the whole in-browser mock, or only `app` (so an app's tests stand alone).
 * pretender (inside Mirage) replaces window.fetch, which is globalThis.fetch under vitest's jsdom.
 */
export function mockEachTest(app?: MockApp<any>): void {
  let server: Server
  beforeEach(() => {
    server = app
      ? createServer({
          environment: 'test',
          routes() {
            app.routes(this, app.createState())
          },
        })
      : startMock({ apiBaseUrl: 'http://localhost:8080', environment: 'test' })
  })
  afterEach(() => server.shutdown())
}

/** Calls a mock endpoint through fetch: the status, and the JSON body (undefined when there is none). */
export async function call(
  path: string,
  method = 'GET',
  body?: unknown,
): Promise<{ status: number; body: any }> {
  const response = await fetch(path, { method, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined }
}
