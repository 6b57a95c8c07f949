/** Code a screen or the layout loads when first needed: asked for once, kept once it has come. */
export interface OnDemand<T> {
  /** Asks for the code (once; a failed download is asked for again by the next call). */
  load(): Promise<T>
  /** The code, once it has come: later mounts use it at once. */
  readonly loaded: T | undefined
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | undefined
  const part: { loaded: T | undefined; load(): Promise<T> } = {
    loaded: undefined,
    load() {
      pending ??= importer().then(
        (value) => (part.loaded = value),
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      return pending
    },
  }
  return part
}

/**
 * What a person did to a stand-in before its code came: the real control then takes the focus (it was on the
 * stand-in) or opens (the stand-in was pressed). `text` is what was typed into a stand-in field.
 */
export interface TakeOver {
  focus: boolean
  open: boolean
  text: string
}
