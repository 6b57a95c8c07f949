import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { useTranslation } from 'react-i18next'
import { completeSsoSignIn } from '../../session/session'
import { AuthCard, AuthError, AuthFooter } from './AuthCard'

/**
 * Where the identity provider sends the browser back (`/sso/callback?code=...&state=...`): the code is
 * exchanged (PKCE), the session stored under the spec's keys, and the user goes to the role's home.
 */
export default function SsoCallbackPage() {
  const { t } = useTranslation('auth')
  const [, navigate] = useLocation()
  const [failed, setFailed] = useState(false)
  const started = useRef(false)
  useEffect(() => {
    // The code can be exchanged only once (a second effect run in development would fail).
    if (started.current) return
    started.current = true
    // Opened without the provider's answer (a bookmark, a reload after use): nothing to complete.
    const answer = new URLSearchParams(window.location.search)
    if (!answer.has('code') || !answer.has('state')) {
      setFailed(true)
      return
    }
    completeSsoSignIn(window.location.href)
      .then((home) => navigate(home, { replace: true }))
      .catch((error: unknown) => {
        console.error('single sign-on', error)
        setFailed(true)
      })
  }, [navigate])
  return (
    <AuthCard titleId="sso-title" title={t('sso.title')} subtitle={failed ? '' : t('sso.completing')}>
      {failed && <AuthError role="alert">{t('sso.failed')}</AuthError>}
      <AuthFooter>
        <Link href="/login">{t('sso.back')}</Link>
      </AuthFooter>
    </AuthCard>
  )
}
