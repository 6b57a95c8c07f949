import { useState } from 'react'
import { useLocation } from 'wouter'
import { useSnapshot } from 'valtio'
import { useTranslation } from 'react-i18next'
import type { UserData } from '../../../domain/auth'
import { homeFor, LOGIN_PATH } from '../../../domain/access'
import { session } from '../../app/session'
import { Button } from '../../components/Button'
import { AuthCard, AuthFooter, AuthNotice } from '../auth/AuthCard'

/**
 * Verify e-mail (the template's `/pages/verify-email-*`): says where the activation link went (the signed-in
 * user's address, or a sample one), "Skip for now" goes home, and "Resend" says it was sent again. The mock
 * has no endpoint: nothing is sent (docs/decisions.md).
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation('authPages')
  const { userData } = useSnapshot(session) as { userData: UserData | null }
  const [, navigate] = useLocation()
  const [resent, setResent] = useState(0)
  const email = userData?.email ?? 'hello@example.com'
  return (
    <AuthCard titleId="verify-title" title={t('verify.title')} subtitle={t('verify.subtitle', { email })}>
      <Button
        type="button"
        style={{ width: '100%' }}
        onClick={() => navigate(userData ? homeFor(userData) : LOGIN_PATH)}
      >
        {t('verify.skip')}
      </Button>
      <AuthFooter>
        {t('verify.noEmail')}{' '}
        <Button type="button" $variant="flat" onClick={() => setResent((count) => count + 1)}>
          {t('verify.resend')}
        </Button>
      </AuthFooter>
      {resent > 0 && <AuthNotice role="status">{t('verify.resent', { email, count: resent })}</AuthNotice>}
    </AuthCard>
  )
}
