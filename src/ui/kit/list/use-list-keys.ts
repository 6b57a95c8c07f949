import { useEffect, useRef } from 'react'

/** The keys of a list screen (issue: keyboard), shown by `?`. */
export const LIST_KEYS = ['j', 'k', 'Enter', 'e', 'n', '?'] as const
export type ListKey = (typeof LIST_KEYS)[number]

/** Where typing goes to a field, or a dialog is open, the keys are the field's or the dialog's. */
function typingElsewhere(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true
  const target = event.target as HTMLElement | null
  if (target?.closest('input, textarea, select, [contenteditable="true"], [role="combobox"], [role="menu"]'))
    return true
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null
}

/**
 * The page's main list answers single keys: `j` / `k` move through its rows, Enter opens the row, `e` edits it,
 * `n` creates, `?` shows the keys. Only where nothing else takes the key (a field, a menu, a dialog).
 */
export function useListKeys(enabled: boolean, onKey: (key: ListKey) => boolean) {
  const handler = useRef(onKey)
  handler.current = onKey
  useEffect(() => {
    if (!enabled) return
    const listen = (event: KeyboardEvent) => {
      if (!(LIST_KEYS as readonly string[]).includes(event.key) || typingElsewhere(event)) return
      // Enter on a focused link or button is theirs, unless it is the active row itself.
      const target = event.target as HTMLElement | null
      if (event.key === 'Enter' && target?.closest('a, button') && !target.matches('tr')) return
      if (handler.current(event.key as ListKey)) event.preventDefault()
    }
    window.addEventListener('keydown', listen)
    return () => window.removeEventListener('keydown', listen)
  }, [enabled])
}
