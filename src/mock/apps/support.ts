// What the template apps' handlers share beyond ../http: integer ids, JSON answers, colours and pictures for
// canned data. Re-exports keep one import line per handler file.
import type { Request } from 'miragejs'
import { placeholderImage, queryList, respond } from '../http'

export { initialsAvatar, nextId, queryString as queryOne, readBody, readId, seededRandom } from '../http'

export type Json = Record<string, unknown>

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A positive integer id, or undefined. */
export function toIntId(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isInteger(id) && id > 0 ? id : undefined
}

/** Every value of a list parameter, or undefined when the parameter is absent (absent and empty differ). */
export function queryListIfPresent(request: Request, key: string): string[] | undefined {
  const params = new URL(request.url, 'http://mock.local').searchParams
  return params.has(key) || params.has(`${key}[]`) ? queryList(request, key) : undefined
}

export const json = (status: number, body: unknown) => respond(status, body)
export const notFound = (message = 'Not found') => respond(404, { message })
export const badRequest = (message: string) => respond(400, { message })

const PALETTE = ['#7367f0', '#28c76f', '#ea5455', '#ff9f43', '#00cfe8', '#82868b', '#4b4b4b']

export const colorAt = (index: number): string => PALETTE[index % PALETTE.length] ?? '#7367f0'

/** A flat picture with a caption, as an SVG data URI. */
export const picture = (caption: string, color: string, width = 640, height = 360): string =>
  placeholderImage(caption, width, height, color)
