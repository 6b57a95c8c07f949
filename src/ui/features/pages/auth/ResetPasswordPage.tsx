import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useSearch } from 'wouter'
import { useTranslation } from 'react-i18next'
import { MIN_PASSWORD_LENGTH } from '../../../../domain/auth'
import { PortError } from '../../../../ports/errors'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { Button } from '../../../components/Button'
import { Field } from '../../../components/Field'
import { AuthCard, AuthError, AuthFooter, AuthNotice } from '../../auth'

interface ResetForm {
  password: string
  confirm: string
}

/**
 * Reset password (the template's `/pages/reset-password-*`), opened from the reset link the forgot-password page
 * issued (`?token=`): the new password is checked (length, confirmation) and set through the sign-in service,
 * after which it signs in and the old one does not (decision 0061). Without a token the page says where to get
 * one; a token that is unknown, used or expired is refused with the service's reason.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('authPages')
  const token = new URLSearchParams(useSearch()).get('token') ?? ''
  const [done, setDone] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({ defaultValues: { password: '', confirm: '' } })
  const submit = async ({ password }: ResetForm) => {
    setRefusal(null)
    try {
      await resolvePort(PORTS.account).resetPassword(token, password)
      setDone(true)
    } catch (error) {
      setRefusal(
        error instanceof PortError && error.fieldViolations.some((v) => v.field === 'token')
          ? t('resetToken.invalid')
          : t('resetToken.failed'),
      )
    }
  }
  return (
    <AuthCard titleId="reset-title" title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {done ? (
        <AuthNotice role="status">
          {t('reset.done')} <Link href="/login">{t('resetToken.signIn')}</Link>
        </AuthNotice>
      ) : !token ? (
        <AuthError role="alert">
          {t('resetToken.missing')} <Link href="/forgot-password">{t('resetToken.ask')}</Link>
        </AuthError>
      ) : (
        <form onSubmit={handleSubmit(submit)} noValidate>
          <Field
            label={t('reset.password')}
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password', {
              validate: (value) =>
                value.length >= MIN_PASSWORD_LENGTH || t('reset.tooShort', { count: MIN_PASSWORD_LENGTH }),
            })}
          />
          <Field
            label={t('reset.confirm')}
            type="password"
            autoComplete="new-password"
            error={errors.confirm?.message}
            {...register('confirm', {
              validate: (value) => value === getValues('password') || t('reset.mismatch'),
            })}
          />
          {refusal && (
            <AuthError role="alert">
              {refusal} <Link href="/forgot-password">{t('resetToken.ask')}</Link>
            </AuthError>
          )}
          <Button type="submit" style={{ width: '100%' }} disabled={isSubmitting}>
            {t('reset.submit')}
          </Button>
        </form>
      )}
      <AuthFooter>
        <Link href="/login">{t('backToLogin')}</Link>
      </AuthFooter>
    </AuthCard>
  )
}
