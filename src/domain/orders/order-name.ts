/**
 * The name the server gives an order saved without one (`Order #42`). It is English on the wire, for any
 * client; a screen shows an order that kept it in the person's language (see `keptDefaultName`).
 */
export const defaultOrderName = (id: number) => `Order #${id}`

/**
 * Whether a record's display name is the server's default for it (or empty), so a screen words it itself:
 * `keptDefaultName('Order #42', defaultOrderName, 42)`. A name a person typed is shown as typed.
 */
export function keptDefaultName(
  displayName: string,
  defaultName: (id: number) => string,
  id: number,
): boolean {
  const name = displayName.trim()
  return name === '' || name === defaultName(id)
}
