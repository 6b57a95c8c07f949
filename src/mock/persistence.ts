/**
 * The in-browser mock's data kept across page loads (issue 28 item 4, decision 0062): each app's state is read
 * from local storage when the mock starts (the seed when nothing is stored) and written back after every call
 * that may change it (any method but GET). Maps and Dates, which some apps keep, are written in a tagged form.
 */
import type { Server } from 'miragejs'
import { demoDataKey } from '../domain/demo-data'
import type { MockApp } from './mock-app'

type Tagged = { $map: [unknown, unknown][] } | { $date: string }

function replacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key]
  if (raw instanceof Map) return { $map: [...raw.entries()] } satisfies Tagged
  if (raw instanceof Date) return { $date: raw.toISOString() } satisfies Tagged
  return value
}

function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const tagged = value as Partial<{ $map: [unknown, unknown][]; $date: string }>
    const keys = Object.keys(value)
    if (keys.length === 1 && Array.isArray(tagged.$map)) return new Map(tagged.$map)
    if (keys.length === 1 && typeof tagged.$date === 'string') return new Date(tagged.$date)
  }
  return value
}

export const serializeState = (state: unknown): string => JSON.stringify(state, replacer)
export const deserializeState = (text: string): unknown => JSON.parse(text, reviver) as unknown

/**
 * The app's state: the stored one over a fresh seed (so a field added to the seed since it was stored is there),
 * or the seed when nothing readable is stored.
 */
export function loadState<S>(app: MockApp<S>, storage: Storage | null): S {
  const seed = app.createState()
  const text = storage?.getItem(demoDataKey(app.name))
  if (!text) return seed
  try {
    const stored = deserializeState(text)
    if (seed && typeof seed === 'object' && stored && typeof stored === 'object' && !Array.isArray(seed))
      return { ...seed, ...stored } as S
    return seed
  } catch {
    return seed
  }
}

export function saveState(app: MockApp<unknown>, state: unknown, storage: Storage): void {
  try {
    storage.setItem(demoDataKey(app.name), serializeState(state))
  } catch {
    // A full or refused storage keeps the data for this page only: the demo goes on working.
  }
}

const VERBS = ['get', 'post', 'put', 'patch', 'del', 'delete', 'head', 'options'] as const
type Handler = (this: unknown, ...args: unknown[]) => unknown

/**
 * The server as one app sees it: every handler it registers writes the app's state back after a call that may
 * change it (the answer first; the write waits for an async handler's answer).
 */
export function persistingServer(server: Server, save: () => void): Server {
  return new Proxy(server, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown
      if (typeof value !== 'function' || !(VERBS as readonly (string | symbol)[]).includes(property))
        return value
      const verb = value as (path: string, handler?: unknown, ...rest: unknown[]) => unknown
      const writes = property !== 'get' && property !== 'head' && property !== 'options'
      return (path: string, handler?: unknown, ...rest: unknown[]) => {
        if (!writes || typeof handler !== 'function') return verb.call(target, path, handler, ...rest)
        const wrapped = function (this: unknown, ...args: unknown[]) {
          const answer = (handler as Handler).apply(this, args)
          if (answer instanceof Promise) return answer.finally(save)
          save()
          return answer
        }
        return verb.call(target, path, wrapped, ...rest)
      }
    },
  })
}
