import { describe, expect, it } from 'vitest'
import { FIRST_ETAG, etagCheck, etagOf, isWellFormedEtag, nextEtag } from '.'

const at = new Date('2026-11-24T10:31:00Z')

describe('etags', () => {
  it('a record written before versions is at its first version, and each write counts up', () => {
    expect(etagOf({})).toBe(FIRST_ETAG)
    const second = nextEtag(undefined, at)
    expect(second).toBe(`2-${at.getTime().toString(36)}`)
    expect(nextEtag(second, at).startsWith('3-')).toBe(true)
    expect(etagOf({ etag: second })).toBe(second)
  })

  it('the etags given out are well formed; other texts are not', () => {
    expect(isWellFormedEtag(FIRST_ETAG)).toBe(true)
    expect(isWellFormedEtag(nextEtag('7-abc', at))).toBe(true)
    for (const text of ['abc', '-1', '1-', '1-ABC', '"1"', '1 2', 'x'.repeat(40)])
      expect(isWellFormedEtag(text)).toBe(false)
  })

  it('an update without an etag is unchecked; one with the stored etag is current; any other is stale', () => {
    expect(etagCheck('', '2-x')).toBe('unchecked')
    expect(etagCheck('  ', '2-x')).toBe('unchecked')
    expect(etagCheck('2-x', '2-x')).toBe('current')
    expect(etagCheck('1', '2-x')).toBe('stale')
    expect(etagCheck('drop table', '2-x')).toBe('malformed')
  })
})
