import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { useLocation } from 'wouter'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { PortError } from '../../../ports/errors'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { Field } from '../../components/Field'
import { signIn } from '../../app/session'
import { DemoAccounts } from './DemoAccounts'

const schema = z.object({
  email: z.string().trim().min(1, 'validation.emailRequired').email('validation.emailInvalid'),
  password: z.string().min(1, 'validation.passwordRequired'),
})
type LoginForm = z.infer<typeof schema>

const LoginCard = styled(Card)`
  width: 100%;
  max-width: 420px;
  margin: 0;
`
const FormError = styled.p`
  color: ${({ theme }) => theme.colors.danger.main};
  background: ${({ theme }) => theme.colors.danger.light};
  padding: 0.6rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
`

/** Sign-in (blank layout). On success the user lands on their role's home. */
export default function LoginPage() {
  const { t } = useTranslation('auth')
  const [, navigate] = useLocation()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } })

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
    <LoginCard aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      <p>{t('login.subtitle')}</p>
      <DemoAccounts
        onPick={(email, password) => {
          setValue('email', email, { shouldValidate: true })
          setValue('password', password, { shouldValidate: true })
        }}
      />
      {formError && <FormError role="alert">{formError}</FormError>}
      <form onSubmit={onSubmit} noValidate>
        <Field label={t('login.email')} type="email" autoComplete="username" error={message(errors.email?.message)} {...register('email')} />
        <Field
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          error={message(errors.password?.message)}
          {...register('password')}
        />
        <Button type="submit" disabled={isSubmitting} style={{ width: '100%' }}>
          {isSubmitting ? t('login.signingIn') : t('login.submit')}
        </Button>
      </form>
    </LoginCard>
  )
}
