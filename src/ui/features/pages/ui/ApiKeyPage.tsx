import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { toast } from 'sonner'
import * as z from 'zod/mini'
import {
  API_KEY_ACCESS,
  makeApiKey,
  maskApiKey,
  parseApiKeys,
  type ApiKey,
  type ApiKeyAccess,
} from '../../../../domain/apps/api-keys'
import { formatDisplayDate } from '../../../../domain/dates'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { Badge } from '../../../components/Badge'
import { Button } from '../../../components/Button'
import { Card } from '../../../components/Card'
import { FieldGrid } from '../../../kit/form/FormView'
import { SectionForm } from '../../../kit/form/SectionForm'
import { SelectField, TextField } from '../../../kit/form/fields'
import { requiredText } from '../../../kit/form/schemas'
import { useFormController } from '../../../kit/form/use-form-controller'
import { ConfirmDialog } from '../../../kit/primitives/Dialog'

const STORAGE_KEY = 'apiKeys'
const schema = z.object({ name: requiredText(), access: z.enum(API_KEY_ACCESS) })
type Values = z.infer<typeof schema>

const KeyCard = styled(Card)`
  margin-bottom: 1rem;
  h3 {
    margin: 0 0 0.5rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  code {
    display: inline-block;
    direction: ltr;
    font-size: 1rem;
    letter-spacing: 0.05em;
    margin-inline-end: 0.75rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0.5rem 0 0;
    color: ${({ theme }) => theme.skin.muted};
  }
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`

/**
 * API keys (the template's `/pages/api-key`): create a key with a name and an access level, copy it, reveal it,
 * delete it (after a question). No endpoint exists for keys: they are kept on this machine through the local
 * settings port.
 */
export default function ApiKeyPage() {
  const { t, i18n } = useTranslation('uiPages')
  const [settings] = useState(() => resolvePort(PORTS.localSettings))
  const [keys, setKeys] = useState<ApiKey[]>(() => parseApiKeys(settings.read(STORAGE_KEY)))
  const [shown, setShown] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<ApiKey | null>(null)
  const store = (next: ApiKey[]) => {
    setKeys(next)
    settings.write(STORAGE_KEY, next)
  }
  const controller = useFormController<Values, ApiKey>({
    schema,
    defaults: { name: '', access: 'full' },
    save: async ({ name, access }) => {
      const key: ApiKey = {
        id: crypto.randomUUID(),
        name: name.trim(),
        access,
        key: makeApiKey((length) => crypto.getRandomValues(new Uint8Array(length))),
        createdAt: new Date().toISOString(),
      }
      store([key, ...keys])
      return key
    },
    onSaved: (key) => {
      setShown(key.id)
      controller.form.reset({ name: '', access: 'full' })
      toast.success(t('apiKey.created', { name: key.name }))
    },
  })
  const copy = async (key: ApiKey) => {
    try {
      await navigator.clipboard.writeText(key.key)
      toast.success(t('apiKey.copied', { name: key.name }))
    } catch {
      toast.error(t('apiKey.copyFailed'))
    }
  }
  const accessLabel = (access: ApiKeyAccess) => t(`apiKey.access.${access}`)

  return (
    <>
      <SectionForm controller={controller} title={t('apiKey.createTitle')} submitLabel={t('apiKey.create')}>
        <FieldGrid>
          <TextField<Values> name="name" label={t('apiKey.name')} required />
          <SelectField<Values>
            name="access"
            label={t('apiKey.accessLabel')}
            options={API_KEY_ACCESS.map((access) => ({ value: access, label: accessLabel(access) }))}
          />
        </FieldGrid>
      </SectionForm>
      <section aria-labelledby="api-key-list">
        <h2 id="api-key-list">{t('apiKey.listTitle')}</h2>
        {keys.length === 0 && <p>{t('apiKey.empty')}</p>}
        {keys.map((key) => (
          <KeyCard key={key.id} aria-label={key.name}>
            <h3>
              {key.name} <Badge $color="light-primary">{accessLabel(key.access)}</Badge>
            </h3>
            <code aria-label={t('apiKey.keyLabel')}>{shown === key.id ? key.key : maskApiKey(key.key)}</code>
            <p>
              {t('apiKey.createdOn', { date: formatDisplayDate(new Date(key.createdAt), i18n.language) })}
            </p>
            <Actions>
              <Button type="button" $variant="flat" onClick={() => void copy(key)}>
                {t('apiKey.copy', { name: key.name })}
              </Button>
              <Button
                type="button"
                $variant="flat"
                $color="secondary"
                aria-pressed={shown === key.id}
                onClick={() => setShown(shown === key.id ? null : key.id)}
              >
                {shown === key.id ? t('apiKey.hide') : t('apiKey.show')}
              </Button>
              <Button type="button" $variant="outline" $color="danger" onClick={() => setDeleting(key)}>
                {t('apiKey.delete', { name: key.name })}
              </Button>
            </Actions>
          </KeyCard>
        ))}
      </section>
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('apiKey.deleteTitle')}
        message={t('apiKey.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('apiKey.deleteConfirm')}
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) store(keys.filter((key) => key.id !== deleting.id))
          setDeleting(null)
        }}
      />
    </>
  )
}
