/**
 * A saved view of a list: its name, the list's state as the URL writes it (filters, sort, search, page size;
 * never the page), and the columns the person hid. Kept per user and list on this machine.
 */
export interface SavedView {
  name: string
  search: string
  hiddenColumns: string[]
}

export const MAX_VIEW_NAME_LENGTH = 60

/** The list state of a URL search text as a view keeps it: the page left out, so a view opens on page 1. */
export function viewSearch(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  params.delete('page')
  return params.toString()
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()

/** The views with `view` saved: a view of the same name (any case) is replaced in place, else it is added last. */
export function saveView(views: readonly SavedView[], view: SavedView): SavedView[] {
  const saved = { ...view, name: view.name.trim(), search: viewSearch(view.search) }
  const at = views.findIndex((existing) => sameName(existing.name, saved.name))
  return at === -1 ? [...views, saved] : views.map((existing, i) => (i === at ? saved : existing))
}

export const removeView = (views: readonly SavedView[], name: string): SavedView[] =>
  views.filter((view) => !sameName(view.name, name))

/** The stored views, read defensively: anything not shaped like a view is dropped. */
export function parseSavedViews(stored: unknown): SavedView[] {
  if (!Array.isArray(stored)) return []
  return stored
    .filter(
      (entry): entry is SavedView =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.name === 'string' &&
        entry.name.trim() !== '' &&
        typeof entry.search === 'string' &&
        Array.isArray(entry.hiddenColumns),
    )
    .map((view) => ({
      name: view.name,
      search: view.search,
      hiddenColumns: view.hiddenColumns.filter((column): column is string => typeof column === 'string'),
    }))
}

/** The local-settings key of a user's views of a list. */
export const savedViewsKey = (username: string, listId: string) => `views:${username}:${listId}`
