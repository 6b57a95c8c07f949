import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { emailRules } from './rules'
import { Link } from 'wouter'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { AuthCard, AuthFooter, AuthNotice } from './AuthCard'

interface ForgotForm {
  email: string
}

/**
 * Forgot password. The spec has no endpoint for it, so the page answers, whatever the address, that a reset
 * link is sent if the account exists (docs/decisions/shell.md); nothing is sent and nothing is revealed.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotForm>({ defaultValues: { email: '' } })
  const message = (key?: string) => (key ? t(key, { defaultValue: key }) : undefined)
  return (
    <AuthCard titleId="forgot-title" title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {sentTo ? (
        <AuthNotice role="status">{t('forgot.sent', { email: sentTo })}</AuthNotice>
      ) : (
        <form onSubmit={handleSubmit(({ email }) => setSentTo(email.trim()))} noValidate>
          <Field
            label={t('login.email')}
            type="email"
            autoComplete="email"
            placeholder="john@example.com"
            error={message(errors.email?.message)}
            {...register('email', emailRules)}
          />
          <Button type="submit" style={{ width: '100%' }}>
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
