import { useLayoutEffect } from 'react'
import { removePrerendered } from './prerendered'

/**
 * Beside a screen, in the same Suspense boundary: it mounts in the commit that shows the screen, and takes the
 * page drawn at build time away in that commit, so the two are never seen (or found) together.
 */
export function PrerenderedPageGone() {
  useLayoutEffect(removePrerendered, [])
  return null
}
