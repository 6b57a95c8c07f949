import { describe, expect, it, vi } from 'vitest'
import { createCallPipeline } from '../pipeline/call-pipeline'
import { liveToken, memorySessionStorage, testUser } from '../../testing/session-fakes'
import { pipelineFetch } from './pipeline-fetch'

describe('pipelineFetch offline', () => {
  it('refuses POST and DELETE before fetching while offline, and still sends GET', async () => {
    const storage = memorySessionStorage({
      accessToken: liveToken('a'),
      refreshToken: 'r',
      userData: testUser,
    })
    const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 200 }))
    const pipeline = createCallPipeline({
      sessionStorage: storage.port,
      session: { refresh: vi.fn() },
      onSignedOut: vi.fn(),
      reload: vi.fn(),
      log: vi.fn(),
      isOnline: () => false,
    })
    const request = pipelineFetch({ pipeline, fetch: () => fetch as typeof globalThis.fetch })
    await expect(request('POST', '/apps/todo/add-tasks', { task: {} })).rejects.toMatchObject({
      code: 'offline',
    })
    await expect(request('DELETE', '/apps/todo/tasks?taskId=1')).rejects.toMatchObject({ code: 'offline' })
    expect(fetch).not.toHaveBeenCalled()
    await expect(request('GET', '/apps/todo/tasks')).resolves.toEqual({ ok: true })
    expect(fetch).toHaveBeenCalledOnce()
  })
})
