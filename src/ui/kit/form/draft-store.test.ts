import { describe, expect, it } from 'vitest'
import { memorySettings } from '../../../testing/render-screen'
import { createDraftStore } from './draft-store'

describe('createDraftStore', () => {
  it('writes, reads and removes a draft by its key, as JSON-safe settings', () => {
    const settings = memorySettings()
    const store = createDraftStore(settings)
    const draft = { savedAt: new Date('2026-11-26T08:30:00Z'), values: { comment: 'half typed' } }
    store.write('drafts:admin:form:new', draft)
    expect(settings.read('drafts:admin:form:new')).toEqual({
      savedAt: '2026-11-26T08:30:00.000Z',
      values: { comment: 'half typed' },
    })
    expect(store.read('drafts:admin:form:new')).toEqual(draft)
    expect(store.read('drafts:client:form:new')).toBeNull()
    store.remove('drafts:admin:form:new')
    expect(store.read('drafts:admin:form:new')).toBeNull()
  })

  it('reads whatever else is stored under a key as no draft', () => {
    const store = createDraftStore(memorySettings({ a: 'text', b: { savedAt: 'never', values: {} } }))
    expect(store.read('a')).toBeNull()
    expect(store.read('b')).toBeNull()
  })
})
