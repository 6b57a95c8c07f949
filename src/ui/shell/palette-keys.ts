/**
 * The keys typed between Ctrl/⌘+K and the palette's field: the palette's code loads lazily, so a person who
 * types "2001" straight after the shortcut would lose the first keys. From the shortcut until the field takes
 * them, printable keys (and Backspace) are kept here and kept from the page.
 */
let typed: string | null = null

function keep(event: KeyboardEvent) {
  if (typed === null || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return
  if (event.key.length === 1) typed += event.key
  else if (event.key === 'Backspace') typed = typed.slice(0, -1)
  else return
  event.preventDefault()
  event.stopPropagation()
}

/** Starts keeping keys (the shortcut was pressed). */
export function startKeepingKeys(): void {
  if (typed !== null) return
  typed = ''
  window.addEventListener('keydown', keep, true)
}

/** What was typed since `startKeepingKeys`, and stops keeping ('' when nothing was kept). */
export function takeKeptKeys(): string {
  const text = typed ?? ''
  typed = null
  window.removeEventListener('keydown', keep, true)
  return text
}
