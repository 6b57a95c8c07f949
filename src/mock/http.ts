/**
 * Small generic helpers shared by the mock applications' route handlers: reading query parameters and
 * JSON bodies, paginating, sorting, text matching, new ids, plus two helpers for canned data (a seeded
 * random generator and initials avatars as SVG data URIs, since the machines are offline).
 */
import { Response } from 'miragejs'
import type { Request } from 'miragejs'
import type { SortDirection } from '../domain/lists'

type QueryValue = string[] | string | null | undefined

/** The first value of a query parameter, or `undefined` when it is absent or empty. */
export function queryString(request: Request, key: string): string | undefined {
  const raw: QueryValue = request.queryParams[key]
  const value = Array.isArray(raw) ? raw[0] : raw
  return value === null || value === undefined || value === '' ? undefined : value
}

const searchParams = (request: Request): URLSearchParams =>
  new URL(request.url, 'http://mock.local').searchParams

/**
 * Every value of a list parameter (`a=1&a=2`, `a[]=1&a[]=2` or `a=1,2`), empty when absent. Read from the URL
 * because Mirage's `queryParams` keeps only the last of repeated values.
 */
export function queryList(request: Request, key: string): string[] {
  const params = searchParams(request)
  const fromUrl = [...params.getAll(key), ...params.getAll(`${key}[]`)]
  const raw: QueryValue =
    fromUrl.length > 0 ? fromUrl : (request.queryParams[key] ?? request.queryParams[`${key}[]`])
  if (raw === null || raw === undefined) return []
  return (Array.isArray(raw) ? raw : [raw])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '')
}

/** A positive integer query parameter, or `fallback` when absent or not a positive integer. */
export function queryInt(request: Request, key: string, fallback: number): number {
  const value = Number(queryString(request, key))
  return Number.isInteger(value) && value > 0 ? value : fallback
}

/** The JSON body of a request as a plain object; `{}` when there is none or it is not an object. */
export function jsonBody(request: Request): Record<string, unknown> {
  if (!request.requestBody) return {}
  try {
    const parsed: unknown = JSON.parse(request.requestBody)
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

/** An id from a query parameter or a body field, as a number when it looks like one. */
export function toId(value: unknown): number | string | undefined {
  if (typeof value === 'number') return value
  if (typeof value !== 'string' || value === '') return undefined
  const n = Number(value)
  return Number.isFinite(n) ? n : value
}

/** The JSON body as any JSON value, the raw text when it is not JSON, or `undefined` when there is none. */
export function readBody(request: Request): unknown {
  const raw = request.requestBody
  if (typeof raw !== 'string' || raw === '') return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return raw
  }
}

/**
 * An id given as a query parameter, a bare JSON or text body (axios' `delete(url, { data: id })`), or a body
 * field named by one of `keys` (also under `data`); a number when it looks like one.
 */
export function readId(request: Request, keys: readonly string[] = ['id']): number | string | undefined {
  const params = searchParams(request)
  for (const key of keys) {
    const value = params.get(key)
    if (value !== null && value !== '') return toId(value)
  }
  const find = (value: unknown): number | string | undefined => {
    if (typeof value === 'string' || typeof value === 'number') return toId(value)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
    const record = value as Record<string, unknown>
    for (const key of keys) {
      const found = find(record[key])
      if (found !== undefined) return found
    }
    return 'data' in record ? find(record.data) : undefined
  }
  return find(readBody(request))
}

/** The next id: the last (highest) numeric id plus 1, or 1 for an empty list. */
export function nextId(items: readonly { id: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1
}

/** Case-insensitive substring match of `query` in any of `fields` (numbers are matched as text). */
export function matchesText(query: string | undefined, ...fields: unknown[]): boolean {
  if (!query) return true
  const q = query.toLowerCase()
  return fields.some(
    (f) => (typeof f === 'string' || typeof f === 'number') && String(f).toLowerCase().includes(q),
  )
}

/** A sort direction query parameter: 'asc' or 'desc', else `fallback`. */
export function sortDirection(value: string | undefined, fallback: SortDirection): SortDirection {
  return value === 'asc' || value === 'desc' ? value : fallback
}

/** A JSON response with the given status (Mirage answers plain objects with 200 by itself). */
export function respond(status: number, body?: unknown): Response {
  return new Response(
    status,
    { 'Content-Type': 'application/json' },
    body === undefined ? '' : (body as object),
  )
}

// ---- canned data helpers ----------------------------------------------------------------------

/** A small deterministic generator (mulberry32): the same seed gives the same sequence on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Picks one element of a non-empty list with `random`. */
export function pick<T>(random: () => number, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)]
  if (item === undefined) throw new Error('pick() needs a non-empty list')
  return item
}

/** An integer in [min, max] drawn with `random`. */
export function intBetween(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1))
}

export { initials, initialsAvatar, placeholderImage } from './images'
