import type { FieldViolation } from '../../../ports/errors'

const camel = (segment: string) => segment.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/**
 * The form path a server field violation names: snake_case segments become camelCase and the entity's
 * own prefix is dropped (`order.items.0.amount` → `items.0.amount`, `payment.orders.1.amount` →
 * `orders.1.amount`). `entity` is that prefix (`order`, `payment`, `invoice_payee`).
 */
export function formPathOf(field: string, entity?: string): string {
  const segments = field.split('.').filter(Boolean)
  if (entity && segments.length > 1 && camel(segments[0]!) === camel(entity)) segments.shift()
  return segments.map(camel).join('.')
}

/** Splits violations into those a form shows on a field it has, and the rest (shown above the form). */
export function placeViolations(
  violations: readonly FieldViolation[],
  hasField: (path: string) => boolean,
  entity?: string,
): { onFields: { path: string; message: string }[]; elsewhere: string[] } {
  const onFields: { path: string; message: string }[] = []
  const elsewhere: string[] = []
  for (const violation of violations) {
    const path = formPathOf(violation.field, entity)
    if (hasField(path)) onFields.push({ path, message: violation.description })
    else
      elsewhere.push(violation.field ? `${violation.field}: ${violation.description}` : violation.description)
  }
  return { onFields, elsewhere }
}
