import { useState } from 'react'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import type { SsoConfig } from '../../../ports/sso-port'
import { PORTS } from '../../../ports/tokens'
import { useLoad } from '../../kit/use-load'
import { resolvePort } from '../../runtime/use-port'
import { Button } from '../../components/Button'
import { AuthError } from './AuthCard'

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 1.25rem 0 1rem;
  color: ${({ theme }) => theme.skin.muted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.skin.border};
  }
`

const ssoConfig = async () => resolvePort(PORTS.sso).config()

/**
 * "Sign in with SSO" on the sign-in page, shown only when `/sso.json` names an identity provider
 * (template-apps §1); without the file the page is as it was.
 */
export function SsoButton() {
  const { t } = useTranslation('auth')
  // No SSO port (a build without the identity provider) or no answer: no button.
  const config = useLoad<SsoConfig | null>(ssoConfig, 'sso', null).value
  const [leaving, setLeaving] = useState(false)
  const [failed, setFailed] = useState(false)
  if (!config) return null
  const start = async () => {
    setLeaving(true)
    setFailed(false)
    try {
      await resolvePort(PORTS.sso).signIn()
    } catch {
      setLeaving(false)
      setFailed(true)
    }
  }
  return (
    <>
      <Divider>{t('sso.or')}</Divider>
      {failed && <AuthError role="alert">{t('sso.unavailable')}</AuthError>}
      <Button
        type="button"
        $variant="outline"
        style={{ width: '100%' }}
        disabled={leaving}
        onClick={() => void start()}
      >
        {leaving ? t('sso.leaving') : t('sso.signIn')}
      </Button>
    </>
  )
}
