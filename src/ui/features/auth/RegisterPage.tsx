import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { emailRules, passwordRules, usernameRules, termsRules } from './rules'
import { Link, useLocation } from 'wouter'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { PortError } from '../../../ports/errors'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { AuthCard, AuthError, AuthFooter } from './AuthCard'
import { registerAccount } from './register-account'

interface RegisterForm {
  username: string
  email: string
  password: string
  terms: boolean
}

const Terms = styled.div`
  margin-bottom: 1.25rem;
  label {
    display: inline-flex;
    gap: 0.5rem;
    align-items: center;
    cursor: pointer;
  }
  input {
    accent-color: ${({ theme }) => theme.colors.primary.main};
    width: 1rem;
    height: 1rem;
  }
  span[role='alert'] {
    display: block;
    color: ${({ theme }) => theme.colors.danger.text};
    font-size: 0.857rem;
    margin-top: 0.3rem;
  }
`

/**
 * Registration (`POST /jwt/register`): a new account is signed in at once and lands on its home (a newly
 * registered user is an admin, template-apps §6). A taken e-mail or username shows under its field.
 */
export default function RegisterPage() {
  const { t } = useTranslation('auth')
  const [, navigate] = useLocation()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    defaultValues: { username: '', email: '', password: '', terms: false },
  })

  const onSubmit = handleSubmit(async ({ username, email, password }) => {
    setFormError(null)
    try {
      navigate(await registerAccount({ username: username.trim(), email: email.trim(), password }), {
        replace: true,
      })
    } catch (error) {
      const conflict = error instanceof PortError
      const emailTaken = conflict && error.messageFor('email')
      const usernameTaken = conflict && error.messageFor('username')
      if (emailTaken) setError('email', { message: 'errors.emailTaken' })
      if (usernameTaken) setError('username', { message: 'errors.usernameTaken' })
      if (!emailTaken && !usernameTaken) setFormError(t('errors.registerUnavailable'))
    }
  })

  const message = (key?: string) => (key ? t(key, { defaultValue: key }) : undefined)
  return (
    <AuthCard titleId="register-title" title={t('register.title')} subtitle={t('register.subtitle')}>
      {formError && <AuthError role="alert">{formError}</AuthError>}
      <form onSubmit={onSubmit} noValidate>
        <Field
          label={t('register.username')}
          autoComplete="username"
          placeholder="johndoe"
          error={message(errors.username?.message)}
          {...register('username', usernameRules)}
        />
        <Field
          label={t('login.email')}
          type="email"
          autoComplete="email"
          placeholder="john@example.com"
          error={message(errors.email?.message)}
          {...register('email', emailRules)}
        />
        <Field
          label={t('login.password')}
          type="password"
          autoComplete="new-password"
          placeholder="············"
          error={message(errors.password?.message)}
          {...register('password', passwordRules)}
        />
        <Terms>
          <label>
            <input
              type="checkbox"
              aria-invalid={Boolean(errors.terms)}
              aria-describedby={errors.terms ? 'terms-error' : undefined}
              {...register('terms', termsRules)}
            />
            {t('register.terms')}
          </label>
          {errors.terms && (
            <span id="terms-error" role="alert">
              {message(errors.terms.message)}
            </span>
          )}
        </Terms>
        <Button type="submit" disabled={isSubmitting} style={{ width: '100%' }}>
          {isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
      <AuthFooter>
        {t('register.haveAccount')} <Link href="/login">{t('register.signInInstead')}</Link>
      </AuthFooter>
    </AuthCard>
  )
}
