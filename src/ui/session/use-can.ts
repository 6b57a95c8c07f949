import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import type { UserData } from '../../domain/auth'
import { abilityFor } from './ability'
import { session } from './session'

/** Whether the signed-in user may do `action` on `subject` (CASL, from the rules stored with the profile). */
export function useCan(): (action: string, subject: string) => boolean {
  const { userData } = useSnapshot(session) as { userData: UserData | null }
  const ability = useMemo(() => abilityFor(userData), [userData])
  return (action, subject) => ability.can(action, subject)
}
