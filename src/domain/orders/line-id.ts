/**
 * The numeric id of an order line from its resource name (`orders/1/items/3` → 3); 0 for a line not saved yet
 * (no name). The server matches the lines of an UpdateOrder by this id: a line sent without it is a new line,
 * and the saved one it replaces counts as removed.
 */
export function lineIdOf(name: string): number {
  const id = Number(name.split('/').pop())
  return name && Number.isInteger(id) && id > 0 ? id : 0
}
