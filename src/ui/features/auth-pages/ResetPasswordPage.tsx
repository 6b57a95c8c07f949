import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'wouter'
import { useTranslation } from 'react-i18next'
import { MIN_PASSWORD_LENGTH } from '../../../domain/auth'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { AuthCard, AuthFooter, AuthNotice } from '../auth/AuthCard'

interface ResetForm {
  password: string
  confirm: string
}

/**
 * Reset password (the template's `/pages/reset-password-*`). The mock has no endpoint for it: the form checks
 * the new password (length, confirmation) and says it is set; nothing is sent (docs/decisions.md).
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('authPages')
  const [done, setDone] = useState(false)
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<ResetForm>({ defaultValues: { password: '', confirm: '' } })
  return (
    <AuthCard titleId="reset-title" title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {done ? (
        <AuthNotice role="status">{t('reset.done')}</AuthNotice>
      ) : (
        <form onSubmit={handleSubmit(() => setDone(true))} noValidate>
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
          <Button type="submit" style={{ width: '100%' }}>
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
