import { Link } from 'wouter'
import { useSnapshot } from 'valtio'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { homeFor } from '../../../../domain/access'
import type { UserData } from '../../../../domain/auth'
import { session } from '../../../session/session'

const Action = styled(Link)`
  display: inline-block;
  padding: 0.6rem 1.2rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary.fill};
  color: ${({ theme }) => theme.colors.primary.onFill};
`

/** "Back to home": the signed-in user's home, or the sign-in page. */
export function HomeLink() {
  const { t } = useTranslation('misc')
  const { userData } = useSnapshot(session) as { userData: UserData | null }
  return <Action href={userData ? homeFor(userData) : '/login'}>{t('backHome')}</Action>
}
