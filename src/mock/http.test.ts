import { describe, expect, it } from 'vitest'
import type { Request } from 'miragejs'
import {
  initials,
  initialsAvatar,
  jsonBody,
  matchesText,
  nextId,
  queryInt,
  queryList,
  queryString,
  seededRandom,
  sortDirection,
  readId,
  toId,
} from './http'

const request = (queryParams: Request['queryParams'], requestBody = '', url = '/'): Request =>
  ({ queryParams, requestBody, params: {}, url, requestHeaders: {} }) as Request

describe('mock http helpers', () => {
  it('reads query parameters', () => {
    const r = request({
      q: 'abc',
      empty: '',
      many: ['x', 'y'],
      csv: 'a, b',
      'arr[]': ['1', '2'],
      page: '3',
      bad: '-1',
    })
    expect(queryString(r, 'q')).toBe('abc')
    expect(queryString(r, 'empty')).toBeUndefined()
    expect(queryString(r, 'many')).toBe('x')
    expect(queryList(r, 'many')).toEqual(['x', 'y'])
    expect(queryList(r, 'csv')).toEqual(['a', 'b'])
    expect(queryList(r, 'arr')).toEqual(['1', '2'])
    expect(queryList(r, 'none')).toEqual([])
    expect(queryInt(r, 'page', 1)).toBe(3)
    expect(queryInt(r, 'bad', 10)).toBe(10)
    expect(queryInt(r, 'none', 10)).toBe(10)
  })

  it('reads every repeated value from the URL, since Mirage keeps only the last', () => {
    const r = request({ a: '2', 'b[]': '4' }, '', '/x?a=1&a=2&b[]=3&b[]=4')
    expect(queryList(r, 'a')).toEqual(['1', '2'])
    expect(queryList(r, 'b')).toEqual(['3', '4'])
  })

  it('reads an id from the query, a bare body, a body field or data', () => {
    expect(readId(request({ id: '5' }, '', '/x?id=5'))).toBe(5)
    expect(readId(request({}, '7'))).toBe(7)
    expect(readId(request({}, '"C1001"'))).toBe('C1001')
    expect(readId(request({}, '{"id":8}'))).toBe(8)
    expect(readId(request({}, '{"data":{"taskId":9}}'), ['taskId'])).toBe(9)
    expect(readId(request({}, '{"other":1}'))).toBeUndefined()
    expect(readId(request({}))).toBeUndefined()
  })

  it('reads JSON bodies and ids', () => {
    expect(jsonBody(request({}, '{"id":4}'))).toEqual({ id: 4 })
    expect(jsonBody(request({}, 'not json'))).toEqual({})
    expect(jsonBody(request({}, '[1]'))).toEqual({})
    expect(toId('12')).toBe(12)
    expect(toId('C1001')).toBe('C1001')
    expect(toId(undefined)).toBeUndefined()
  })

  it('numbers, matches and reads sort directions', () => {
    expect(nextId([{ id: 3 }, { id: 9 }, { id: 4 }])).toBe(10)
    expect(nextId([])).toBe(1)
    expect(matchesText('AB', 'xaby')).toBe(true)
    expect(matchesText('42', 'x', 1420)).toBe(true)
    expect(matchesText(undefined, 'x')).toBe(true)
    expect(matchesText('q', null, undefined)).toBe(false)
    expect(sortDirection('desc', 'asc')).toBe('desc')
    expect(sortDirection('sideways', 'asc')).toBe('asc')
  })

  it('generates repeatable data', () => {
    const a = seededRandom(7)
    const b = seededRandom(7)
    const run = [a(), a(), a()]
    expect([b(), b(), b()]).toEqual(run)
    for (const x of run) expect(x >= 0 && x < 1).toBe(true)
    expect(initials('anna maria admin')).toBe('AM')
    expect(decodeURIComponent(initialsAvatar('<tom> jerry'))).toContain('>&lt;J<')
  })
})
