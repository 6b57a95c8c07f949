import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useLocation } from 'wouter'
import { useSnapshot } from 'valtio'
import { useTranslation } from 'react-i18next'
import { LOGIN_PATH } from '../../../domain/access'
import { PortError } from '../../../ports/errors'
import { withoutGuard } from '../../runtime/navigation-guard'
import { leaveEndedSession, session, signInAgain } from '../../session/session'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { DialogFooter, ModalDialog } from '../../kit/primitives/Dialog'
import { AuthError } from './AuthCard'
import { emailRules, passwordRules } from './rules'

interface SignInForm {
  email: string
  password: string
}

/**
 * Shown over the page when the session ended under a person at work (issue 25 item 2): they sign in again
 * where they are, and nothing on the page is lost; a save the server refused for want of a session is sent
 * again once they are back (`session.resumed`). Escape and a click outside do not close it (the page under it
 * cannot work without a session); "Sign out" gives the page up for the sign-in page, keeping the drafts.
 */
export default function SignInAgainDialog() {
  const { t } = useTranslation('auth')
  const [, navigate] = useLocation()
  const { ended, userData } = useSnapshot(session)
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm>({ defaultValues: { email: userData?.email ?? '', password: '' } })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      const elsewhere = await signInAgain(values)
      if (elsewhere) withoutGuard(() => navigate(elsewhere, { replace: true }))
    } catch (error) {
      if (error instanceof PortError && error.messageFor('email'))
        setError('email', { message: 'errors.invalidCredentials' })
      else setFormError(t('errors.unavailable'))
    }
  })
  const message = (key?: string) => (key ? t(key, { defaultValue: key }) : undefined)

  return (
    <ModalDialog isOpen={ended} onOpenChange={() => {}} title={t('again.title')} isDismissable={false}>
      <p>{t('again.message')}</p>
      {formError && <AuthError role="alert">{formError}</AuthError>}
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('again.title')}>
        <Field
          label={t('login.email')}
          type="email"
          autoComplete="username"
          error={message(errors.email?.message)}
          {...register('email', emailRules)}
        />
        <Field
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          autoFocus
          error={message(errors.password?.message)}
          {...register('password', passwordRules)}
        />
        <DialogFooter>
          <Button
            type="button"
            $variant="outline"
            $color="secondary"
            onClick={() => {
              leaveEndedSession()
              withoutGuard(() => navigate(LOGIN_PATH, { replace: true }))
            }}
          >
            {t('again.signOut')}
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? t('login.signingIn') : t('login.submit')}
          </Button>
        </DialogFooter>
      </form>
    </ModalDialog>
  )
}
