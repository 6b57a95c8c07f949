/**
 * Drafts of forms (issue 25 item 3): what a person typed into a create or edit form, kept on this machine per
 * user, form and record, so a reload, a crash, a closed tab or an expired session does not lose it.
 */

/** How long typing pauses before the draft is written. */
export const DRAFT_WRITE_DELAY_MS = 800

/** A kept draft: the form's values (without the fields kept out of drafts) and when they were typed. */
export interface FormDraft {
  savedAt: Date
  values: Record<string, unknown>
}

/** A short, stable name for a form from its field names (two forms on one page have different fields). */
export function formSignature(fieldNames: readonly string[]): string {
  let hash = 5381
  for (const char of [...fieldNames].sort().join(',')) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0
  return hash.toString(36)
}

/**
 * Where a draft is kept: `drafts:<user>:<form>:<record>` (`new` for a record not created yet). No user, no
 * draft: null. The user is part of the key, so one user never reads another's draft.
 */
export function draftKey(username: string | null | undefined, form: string, record?: string): string | null {
  const user = username?.trim().toLowerCase()
  if (!user) return null
  return `drafts:${encodeURIComponent(user)}:${form}:${record || 'new'}`
}

/** The stored form of a draft (JSON). */
export interface StoredDraft {
  savedAt: string
  values: Record<string, unknown>
}

export function toStoredDraft(draft: FormDraft): StoredDraft {
  return { savedAt: draft.savedAt.toISOString(), values: draft.values }
}

/** Reads a stored draft; anything that is not one (an old shape, a hand edit) is null. */
export function parseStoredDraft(raw: unknown): FormDraft | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null
  const { savedAt, values } = raw as Record<string, unknown>
  if (typeof savedAt !== 'string' || typeof values !== 'object' || values === null || Array.isArray(values))
    return null
  const at = new Date(savedAt)
  if (Number.isNaN(at.getTime())) return null
  return { savedAt: at, values: values as Record<string, unknown> }
}

/**
 * The values without the given fields (dotted paths: `password`, `card.number`, `items.0.cvv`), copied: what
 * may be written to a draft. Password and card-number fields are never kept.
 */
export function withoutFields(
  values: Record<string, unknown>,
  paths: Iterable<string>,
): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(values)) as Record<string, unknown>
  for (const path of paths) {
    const parts = path.split('.')
    let node: unknown = copy
    for (const part of parts.slice(0, -1)) {
      node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined
    }
    if (typeof node === 'object' && node !== null) delete (node as Record<string, unknown>)[parts.at(-1)!]
  }
  return copy
}

/** Whether two sets of form values are the same (a draft equal to the record is not worth offering). */
export function sameValues(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b)
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'object' && inner !== null && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([x], [y]) => x.localeCompare(y)),
        )
      : inner,
  )
}
