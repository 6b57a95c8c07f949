import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { useSnapshot } from 'valtio'
import { useTranslation } from 'react-i18next'
import type { UserData } from '../../../../domain/auth'
import { homeFor, LOGIN_PATH } from '../../../../domain/access'
import { PORTS } from '../../../../ports/tokens'
import { session } from '../../../session/session'
import { resolvePort } from '../../../runtime/use-port'
import { Button } from '../../../components/Button'
import { isolate } from '../../../i18n/isolate'
import { AuthCard, AuthError, AuthFooter, AuthNotice, OutboxNotice, useSentMessage } from '../../auth'
import { SAMPLE_EMAIL } from './TwoStepsPage'

type Confirmation = { kind: 'verified'; email: string } | { kind: 'invalid' } | null

/**
 * Verify e-mail (the template's `/pages/verify-email-*`): "Send" (then "Resend") asks the sign-in service for a
 * verification link to the user's address (a sample one when signed out); the mock records it and the page shows
 * it in a developer notice, and says it was sent only then. The link (`?token=`) opens this page, which confirms
 * the address. "Skip for now" goes home (decision 0061).
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation('authPages')
  const { userData } = useSnapshot(session) as { userData: UserData | null }
  const [, navigate] = useLocation()
  const token = new URLSearchParams(useSearch()).get('token') ?? ''
  const [confirmation, setConfirmation] = useState<Confirmation>(null)
  const confirmed = useRef<string | null>(null)
  const email = userData?.email ?? SAMPLE_EMAIL

  useEffect(() => {
    if (!token || confirmed.current === token) return
    confirmed.current = token
    resolvePort(PORTS.account)
      .confirmEmail(token)
      .then(
        (address) => setConfirmation({ kind: 'verified', email: address }),
        () => setConfirmation({ kind: 'invalid' }),
      )
  }, [token])

  const {
    sent,
    failed: sendFailed,
    send,
  } = useSentMessage(() => resolvePort(PORTS.account).sendEmailVerification(email))
  return (
    <AuthCard
      titleId="verify-title"
      title={t('verify.title')}
      subtitle={t('verifyMock.subtitle', { email: isolate(email) })}
    >
      {confirmation?.kind === 'verified' && (
        <AuthNotice role="status">
          {t('verifyMock.verified', { email: isolate(confirmation.email) })}
        </AuthNotice>
      )}
      {confirmation?.kind === 'invalid' && <AuthError role="alert">{t('verifyMock.invalid')}</AuthError>}
      <Button
        type="button"
        style={{ width: '100%' }}
        onClick={() => navigate(userData ? homeFor(userData) : LOGIN_PATH)}
      >
        {confirmation?.kind === 'verified' ? t('verifyMock.continue') : t('verify.skip')}
      </Button>
      <AuthFooter>
        {sent ? t('verify.noEmail') : t('verifyMock.notSent')}{' '}
        <Button type="button" $variant="flat" onClick={() => void send()}>
          {sent ? t('verify.resend') : t('verifyMock.send')}
        </Button>
      </AuthFooter>
      {sendFailed && <AuthError role="alert">{t('verifyMock.sendFailed')}</AuthError>}
      {sent && (
        <>
          <AuthNotice role="status">
            {t(sent.count > 1 ? 'verifyMock.sentAgain' : 'verifyMock.sent', {
              email: isolate(sent.message.to),
            })}
          </AuthNotice>
          <OutboxNotice message={sent.message} />
        </>
      )}
      <AuthFooter>
        <Link href="/login">{t('backToLogin')}</Link>
      </AuthFooter>
    </AuthCard>
  )
}
