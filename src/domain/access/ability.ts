/**
 * Permission rules as plain data in the CASL shape. `manage` means any action, `all` means any subject.
 * Actions seen in the spec: read, add, manage, modify. Read is the default when none is given.
 */
export type Action = 'read' | 'add' | 'manage' | 'modify' | (string & {})

export interface AbilityRule {
  action: Action
  subject: string
}

export const ANY_ACTION = 'manage'
export const ANY_SUBJECT = 'all'
export const DEFAULT_ACTION: Action = 'read'

/** With nothing stored the only rule is read on Auth (spec §6). */
export const DEFAULT_ABILITY_RULES: readonly AbilityRule[] = [{ action: 'read', subject: 'Auth' }]

/** Demo account rules (template-apps §6; ARCHITECTURE demo accounts). The in-browser mock issues these. */
export const ADMIN_ABILITY_RULES: readonly AbilityRule[] = [{ action: 'manage', subject: 'all' }]
export const CLIENT_ABILITY_RULES: readonly AbilityRule[] = [
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
]
export const CUSTOMER_ABILITY_RULES: readonly AbilityRule[] = [
  { action: 'read', subject: 'customer-profile' },
  { action: 'read', subject: 'Auth' },
]

/** The rules a demo account of `role` gets; an unknown role gets the default rules. */
export function abilityRulesForRole(role: string): AbilityRule[] {
  const rules =
    role === 'admin'
      ? ADMIN_ABILITY_RULES
      : role === 'client'
        ? CLIENT_ABILITY_RULES
        : role === 'customer'
          ? CUSTOMER_ABILITY_RULES
          : DEFAULT_ABILITY_RULES
  return rules.map((rule) => ({ ...rule }))
}

interface StoredRuleLike {
  action?: unknown
  subject?: unknown
}

/**
 * The rules of the signed-in user, from the stored user data. Nothing stored, or no readable rule, gives
 * `read Auth`. A rule without an action reads as `read`; a rule without a subject is dropped.
 */
export function abilityRulesFor(
  stored: { ability?: readonly StoredRuleLike[] | null } | null | undefined,
): AbilityRule[] {
  const rules = (Array.isArray(stored?.ability) ? stored.ability : [])
    .filter((rule): rule is StoredRuleLike => typeof rule === 'object' && rule !== null)
    .filter((rule) => typeof rule.subject === 'string' && rule.subject !== '')
    .map((rule) => ({
      action: typeof rule.action === 'string' && rule.action !== '' ? rule.action : DEFAULT_ACTION,
      subject: rule.subject as string,
    }))
  return rules.length > 0 ? rules : DEFAULT_ABILITY_RULES.map((rule) => ({ ...rule }))
}

/** Whether the rules allow `action` (default read) on `subject`, with CASL's manage/all wildcards. */
export function can(rules: readonly AbilityRule[], action: Action | undefined, subject: string): boolean {
  const wanted = action || DEFAULT_ACTION
  return rules.some(
    (rule) =>
      (rule.action === ANY_ACTION || rule.action === wanted) &&
      (rule.subject === ANY_SUBJECT || rule.subject === subject),
  )
}
