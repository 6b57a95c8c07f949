import { useId, useRef, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import styled from 'styled-components'
import type * as z from 'zod/mini'
import {
  AVATAR_TYPES,
  SOCIAL_NETWORKS,
  avatarProblem,
  type AccountSettings,
} from '../../../../domain/apps/account-settings'
import { intlLocaleTag } from '../../../../domain/money'
import { Button } from '../../../components/Button'
import { FieldGrid } from '../../../kit/form/FormView'
import { SectionForm } from '../../../kit/form/SectionForm'
import { FieldBox, FieldMessage, TextField } from '../../../kit/form/fields'
import { useFormController } from '../../../kit/form/use-form-controller'
import { useKeepOutOfDrafts } from '../../../kit/form/draft-store'
import {
  NO_PASSWORD,
  generalSchema,
  passwordSchema,
  socialSchema,
  type PasswordValues,
} from './account-settings-forms'
import type { AccountSettingsController } from './use-account-settings'
import { useSectionForm } from './use-section-form'

type GeneralValues = z.infer<typeof generalSchema>
type SocialValues = z.infer<typeof socialSchema>

const AvatarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.25rem;
  margin-bottom: 1.5rem;
  img {
    width: 5rem;
    height: 5rem;
    border-radius: ${({ theme }) => theme.radius};
    object-fit: cover;
  }
  p {
    margin: 0.5rem 0 0;
    font-size: 0.857rem;
    color: ${({ theme }) => theme.skin.muted};
  }
`
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
`
/** The file input's label looks like the primary button; the input stays focusable for the keyboard. */
const UploadLabel = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  padding: 0.6rem 1.2rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary.fill};
  color: ${({ theme }) => theme.colors.primary.onFill};
  font-weight: 500;
  cursor: pointer;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    width: 100%;
    cursor: pointer;
  }
`
const Note = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.skin.muted};
`

const Hint = styled.small`
  color: ${({ theme }) => theme.skin.muted};
`

/** A chosen file as a data URL. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsDataURL(file)
  })
}

/** The avatar: a preview of the picture in the form, Upload (read with FileReader) and Reset to the saved one. */
function AvatarField({ saved }: { saved: string }) {
  const { t } = useTranslation('settings')
  const { control, setValue } = useFormContext<GeneralValues>()
  const avatar = useWatch({ control, name: 'avatar' })
  const [problem, setProblem] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const choose = async (file: File | undefined) => {
    if (!file) return
    const why = avatarProblem(file)
    if (why) {
      setProblem(t(`avatar.${why}`))
    } else {
      try {
        setValue('avatar', await readAsDataUrl(file), { shouldDirty: true })
        setProblem(null)
      } catch {
        setProblem(t('avatar.unreadable'))
      }
    }
    if (input.current) input.current.value = ''
  }
  return (
    <AvatarRow>
      <img src={avatar || saved} alt={t('avatar.preview')} />
      <div>
        <Buttons>
          <UploadLabel>
            {t('avatar.upload')}
            <input
              ref={input}
              type="file"
              accept={AVATAR_TYPES.join(',')}
              aria-describedby={hintId}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </UploadLabel>
          <Button
            type="button"
            $variant="outline"
            $color="secondary"
            disabled={avatar === saved}
            onClick={() => {
              setValue('avatar', saved, { shouldDirty: true })
              setProblem(null)
            }}
          >
            {t('avatar.reset')}
          </Button>
        </Buttons>
        <p id={hintId}>{t('avatar.hint')}</p>
        {problem && <FieldMessage role="alert">{problem}</FieldMessage>}
      </div>
    </AvatarRow>
  )
}

export function GeneralTab({ controller }: { controller: AccountSettingsController }) {
  const { t } = useTranslation('settings')
  const settings = controller.settings as AccountSettings
  const form = useSectionForm(controller, 'general', generalSchema, t('saved.general'))
  return (
    <SectionForm controller={form} title={t('tabs.general')} submitLabel={t('saveChanges')}>
      <AvatarField saved={settings.general.avatar} />
      <FieldGrid>
        <TextField<GeneralValues>
          name="username"
          label={t('fields.username')}
          required
          autoComplete="username"
        />
        <TextField<GeneralValues> name="fullName" label={t('fields.fullName')} required autoComplete="name" />
        <TextField<GeneralValues>
          name="email"
          type="email"
          label={t('fields.email')}
          required
          autoComplete="email"
        />
        <TextField<GeneralValues> name="company" label={t('fields.company')} autoComplete="organization" />
      </FieldGrid>
    </SectionForm>
  )
}

export function PasswordTab({ controller }: { controller: AccountSettingsController }) {
  const { t, i18n } = useTranslation('settings')
  const reset = useRef<() => void>(() => undefined)
  const form = useFormController<PasswordValues, AccountSettings>({
    schema: passwordSchema,
    defaults: NO_PASSWORD,
    save: ({ currentPassword, newPassword }) => controller.changePassword({ currentPassword, newPassword }),
    onSaved: () => {
      reset.current()
      toast.success(t('saved.password'))
    },
  })
  reset.current = () => form.form.reset(NO_PASSWORD)
  const changedAt = controller.settings?.passwordChangedAt
  return (
    <SectionForm controller={form} title={t('tabs.password')} submitLabel={t('password.change')}>
      <Note>{t('password.note')}</Note>
      {changedAt && (
        <Note>
          {t('password.changedAt', {
            date: new Intl.DateTimeFormat(intlLocaleTag(i18n.language), {
              dateStyle: 'medium',
              timeStyle: 'short',
            }).format(new Date(changedAt)),
          })}
        </Note>
      )}
      <FieldGrid>
        <PasswordInput
          name="currentPassword"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
        />
      </FieldGrid>
      <FieldGrid>
        <PasswordInput
          name="newPassword"
          label={t('fields.newPassword')}
          autoComplete="new-password"
          hint={t('password.rules')}
        />
        <PasswordInput
          name="confirmPassword"
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
        />
      </FieldGrid>
    </SectionForm>
  )
}

/** A password input: the kit's text field wiring (label, message) on an input of type password. */
function PasswordInput({
  name,
  label,
  autoComplete,
  hint,
}: {
  name: keyof PasswordValues
  label: string
  autoComplete: string
  hint?: string
}) {
  const { register, getFieldState, formState } = useFormContext<PasswordValues>()
  // A password is never written to a draft.
  useKeepOutOfDrafts(name)
  const { t } = useTranslation()
  const id = useId()
  const message = getFieldState(name, formState).error?.message
  const error = message ? t(message, { defaultValue: message }) : undefined
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        aria-invalid={Boolean(error)}
        aria-describedby={described || undefined}
        aria-required
        {...register(name)}
      />
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && (
        <FieldMessage id={`${id}-error`} role="alert">
          {error}
        </FieldMessage>
      )}
    </FieldBox>
  )
}

export function SocialTab({ controller }: { controller: AccountSettingsController }) {
  const { t } = useTranslation('settings')
  const form = useSectionForm(controller, 'socialLinks', socialSchema, t('saved.social'))
  return (
    <SectionForm controller={form} title={t('tabs.social')} submitLabel={t('saveChanges')}>
      <Note>{t('social.note')}</Note>
      <FieldGrid>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField<SocialValues> key={network} name={network} type="url" label={t(`networks.${network}`)} />
        ))}
      </FieldGrid>
    </SectionForm>
  )
}
