/**
 * Resource names are `<collection>/<id>` (`orders/42`, `customers/C1001`, `countries/am`; ARCHITECTURE.md).
 * The one place that takes them apart and puts them together, for the UI, the in-browser mock and the mock API.
 */

/** The id at the end of a name (`orders/42` -> `42`); a bare id is returned as it is. */
export const idOf = (name: string): string => name.slice(name.lastIndexOf('/') + 1)

/** The name of record `id` in `collection` (`nameOf('orders', 42)` -> `orders/42`). */
export const nameOf = (collection: string, id: string | number): string => `${collection}/${id}`
