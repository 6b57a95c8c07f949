import {
  DEFAULT_TODO_SORT,
  isTodoFilter,
  isTodoSort,
  isTodoTag,
  type TodoQuery,
  type TodoTag,
} from '../../../../domain/apps/todo'
import type { FilterField, FilterValues, ListQuery } from '../../../../domain/lists'

/** The to-do list's URL state besides the search: `?filter=important&tag=team&sortBy=title-asc`. */
export const TODO_LIST_FIELDS: readonly FilterField[] = [
  { key: 'filter', kind: 'select' },
  { key: 'tag', kind: 'select' },
  { key: 'sortBy', kind: 'select' },
]

/** The list's query for the port; unknown values in the URL fall back to all, no tag and latest. */
export function todoQueryFrom(query: ListQuery, filters: FilterValues): TodoQuery {
  return {
    q: query.search,
    filter: isTodoFilter(filters.filter) ? filters.filter : 'all',
    tag: isTodoTag(filters.tag) ? filters.tag : undefined,
    sortBy: isTodoSort(filters.sortBy) ? filters.sortBy : DEFAULT_TODO_SORT,
  }
}

/** The badge colour of each tag (as Vuexy's to-do shows them). */
export const TAG_COLORS: Record<TodoTag, string> = {
  team: 'light-primary',
  low: 'light-success',
  medium: 'light-warning',
  high: 'light-danger',
  update: 'light-info',
}
