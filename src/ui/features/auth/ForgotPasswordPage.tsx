import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { emailRules } from './rules'
import { Link } from 'wouter'
import { useTranslation } from 'react-i18next'
import type { AccountMessage } from '../../../ports/account-port'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { Button } from '../../components/Button'
import { isolate } from '../../i18n/isolate'
import { Field } from '../../components/Field'
import { AuthCard, AuthError, AuthFooter, AuthNotice } from './AuthCard'
import { OutboxNotice } from './OutboxNotice'

interface ForgotForm {
  email: string
}

type Outcome = { email: string; message: AccountMessage | null } | 'failed' | null

/**
 * Forgot password: asks the sign-in service for a reset link. The in-browser mock sends no mail; it records the
 * message and the page shows it in a developer notice (decision 0061). An address with no account gets no
 * link, and the page says so: nothing is claimed as sent that was not recorded.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'authPages'])
  const [outcome, setOutcome] = useState<Outcome>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotForm>({ defaultValues: { email: '' } })
  const message = (key?: string) => (key ? t(key, { defaultValue: key }) : undefined)
  const submit = async ({ email }: ForgotForm) => {
    try {
      const recorded = await resolvePort(PORTS.account).requestPasswordReset(email.trim())
      setOutcome({ email: email.trim(), message: recorded })
    } catch {
      setOutcome('failed')
    }
  }
  const done = outcome !== null && outcome !== 'failed'
  return (
    <AuthCard titleId="forgot-title" title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {done ? (
        <>
          <AuthNotice role="status">
            {t(outcome.message ? 'authPages:forgot.issued' : 'authPages:forgot.unknown', {
              email: isolate(outcome.email),
            })}
          </AuthNotice>
          {outcome.message && <OutboxNotice message={outcome.message} />}
        </>
      ) : (
        <form onSubmit={handleSubmit(submit)} noValidate>
          <Field
            label={t('login.email')}
            type="email"
            autoComplete="email"
            placeholder="john@example.com"
            error={message(errors.email?.message)}
            {...register('email', emailRules)}
          />
          {outcome === 'failed' && <AuthError role="alert">{t('authPages:forgot.failed')}</AuthError>}
          <Button type="submit" style={{ width: '100%' }} disabled={isSubmitting}>
            {t('forgot.submit')}
          </Button>
        </form>
      )}
      <AuthFooter>
        <Link href="/login">{t('forgot.back')}</Link>
      </AuthFooter>
    </AuthCard>
  )
}
