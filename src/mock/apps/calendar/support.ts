// What this app needs beyond the shared ../../http helpers: bodies that are not JSON objects (axios sends a
// bare id as a DELETE body), ids from the query or the body, and integer ids. Re-exports keep one import line.
import type { Request } from 'miragejs'
import { placeholderImage, respond } from '../../http'

export { initialsAvatar, nextId, queryString as queryOne, seededRandom } from '../../http'

export type Json = Record<string, unknown>

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The JSON body, the raw text when it is not JSON, or undefined when there is none. */
export function readBody(request: Request): unknown {
  const raw = request.requestBody
  if (typeof raw !== 'string' || raw === '') return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return raw
  }
}

const searchParams = (request: Request): URLSearchParams =>
  new URL(request.url, 'http://mock.local').searchParams

/** An id given as a query parameter, a bare JSON/text body, or a body field (also under `data`). */
export function readId(request: Request, keys: readonly string[]): string | undefined {
  const params = searchParams(request)
  for (const key of keys) {
    const value = params.get(key)
    if (value !== null && value !== '') return value
  }
  const pick = (value: unknown): string | undefined => {
    if (typeof value === 'string' || typeof value === 'number') return String(value)
    if (!isRecord(value)) return undefined
    for (const key of keys) {
      const found = pick(value[key])
      if (found !== undefined) return found
    }
    return 'data' in value ? pick(value.data) : undefined
  }
  return pick(readBody(request))
}

/**
 * Every value of a list parameter: repeated `key=`, `key[]=` and comma-separated values; undefined when the
 * parameter is absent. Read from the URL because Mirage's queryParams keeps only the last repeated value.
 */
export function queryList(request: Request, key: string): string[] | undefined {
  const params = searchParams(request)
  if (!params.has(key) && !params.has(`${key}[]`)) return undefined
  return [...params.getAll(key), ...params.getAll(`${key}[]`)]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '')
}
/** A positive integer id, or undefined. */
export function toIntId(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isInteger(id) && id > 0 ? id : undefined
}

export const json = (status: number, body: unknown) => respond(status, body)
export const notFound = (message = 'Not found') => respond(404, { message })
export const badRequest = (message: string) => respond(400, { message })

const PALETTE = ['#7367f0', '#28c76f', '#ea5455', '#ff9f43', '#00cfe8', '#82868b', '#4b4b4b']

export const colorAt = (index: number): string => PALETTE[index % PALETTE.length] ?? '#7367f0'

/** A flat picture with a caption, as an SVG data URI. */
export const picture = (caption: string, color: string, width = 640, height = 360): string =>
  placeholderImage(caption, width, height, color)
