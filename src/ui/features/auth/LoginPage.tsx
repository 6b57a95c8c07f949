import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { emailRules, passwordRules } from './rules'
import { Link, useLocation } from 'wouter'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { PortError } from '../../../ports/errors'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { useSnapshot } from 'valtio'
import { session, signIn } from '../../session/session'
import { SsoButton } from './SsoButton'
import { AuthCard, AuthError, AuthFooter } from './AuthCard'
import { DemoAccounts } from './DemoAccounts'

interface LoginForm {
  email: string
  password: string
}

const ForgotRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: -0.5rem 0 1rem;
  font-size: 0.857rem;
`

/** Sign-in (blank layout). On success the user lands on their role's home. */
export default function LoginPage() {
  const { t } = useTranslation('auth')
  const [, navigate] = useLocation()
  const [formError, setFormError] = useState<string | null>(null)
  const { notice } = useSnapshot(session)
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ defaultValues: { email: '', password: '' } })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      navigate(await signIn(values), { replace: true })
    } catch (error) {
      const emailMessage = error instanceof PortError ? error.messageFor('email') : undefined
      if (emailMessage) setError('email', { message: 'errors.invalidCredentials' })
      else setFormError(t('errors.unavailable'))
    }
  })

  const message = (key?: string) => (key ? t(key, { defaultValue: key }) : undefined)

  return (
    <AuthCard titleId="login-title" title={t('login.title')} subtitle={t('login.subtitle')}>
      <DemoAccounts
        onPick={(email, password) => {
          setValue('email', email, { shouldValidate: true })
          setValue('password', password, { shouldValidate: true })
        }}
      />
      {formError && <AuthError role="alert">{formError}</AuthError>}
      {!formError && notice === 'broken' && <AuthError role="alert">{t('errors.brokenSession')}</AuthError>}
      <form onSubmit={onSubmit} noValidate>
        <Field
          label={t('login.email')}
          type="email"
          autoComplete="username"
          placeholder="john@example.com"
          error={message(errors.email?.message)}
          {...register('email', emailRules)}
        />
        <Field
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          placeholder="············"
          error={message(errors.password?.message)}
          {...register('password', passwordRules)}
        />
        <ForgotRow>
          <Link href="/forgot-password">{t('login.forgot')}</Link>
        </ForgotRow>
        <Button type="submit" disabled={isSubmitting} style={{ width: '100%' }}>
          {isSubmitting ? t('login.signingIn') : t('login.submit')}
        </Button>
      </form>
      <SsoButton />
      <AuthFooter>
        {t('login.newHere')} <Link href="/register">{t('login.createAccount')}</Link>
      </AuthFooter>
    </AuthCard>
  )
}
