import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { draftKey, formSignature, parseStoredDraft, sameValues, toStoredDraft, withoutFields } from './draft'

describe('draftKey', () => {
  it('keeps a draft per user, form and record', () => {
    expect(draftKey('admin', '/orders/-/add#x', undefined)).toBe('drafts:admin:/orders/-/add#x:new')
    expect(draftKey('Admin ', 'f', 'orders/42')).toBe('drafts:admin:f:orders/42')
    expect(draftKey('c1001', 'f', 'orders/42')).not.toBe(draftKey('admin', 'f', 'orders/42'))
  })

  it('keeps nothing for nobody', () => {
    expect(draftKey(null, 'f')).toBeNull()
    expect(draftKey('  ', 'f')).toBeNull()
  })

  it('never lets one user name reach into another user key', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b) => {
        fc.pre(a.trim().toLowerCase() !== b.trim().toLowerCase() && a.trim() !== '' && b.trim() !== '')
        expect(draftKey(a, 'f', 'r')).not.toBe(draftKey(b, 'f', 'r'))
      }),
    )
  })
})

describe('formSignature', () => {
  it('names a form by its fields, whatever their order', () => {
    expect(formSignature(['number', 'cvv'])).toBe(formSignature(['cvv', 'number']))
    expect(formSignature(['number', 'cvv'])).not.toBe(formSignature(['email', 'message']))
  })
})

describe('stored drafts', () => {
  it('round-trips through JSON', () => {
    const draft = {
      savedAt: new Date('2026-11-26T08:30:00Z'),
      values: { comment: 'half typed', items: [{ a: 1 }] },
    }
    expect(parseStoredDraft(JSON.parse(JSON.stringify(toStoredDraft(draft))))).toEqual(draft)
  })

  it.each([
    null,
    42,
    [],
    {},
    { savedAt: 'yesterday', values: {} },
    { savedAt: '2026-11-26T08:30:00Z', values: [] },
  ])('reads %j as no draft', (raw) => {
    expect(parseStoredDraft(raw)).toBeNull()
  })
})

describe('withoutFields', () => {
  it('leaves out the named fields, nested ones too, without touching the form values', () => {
    const values = {
      name: 'A',
      password: 'secret',
      card: { number: '4242', holder: 'A' },
      items: [{ cvv: '1' }],
    }
    expect(withoutFields(values, ['password', 'card.number', 'items.0.cvv', 'missing.path'])).toEqual({
      name: 'A',
      card: { holder: 'A' },
      items: [{}],
    })
    expect(values.password).toBe('secret')
  })
})

describe('sameValues', () => {
  it('compares values whatever the key order', () => {
    expect(sameValues({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true)
    expect(sameValues({ a: 1 }, { a: 2 })).toBe(false)
  })
})
