import { useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import styled from 'styled-components'
import * as z from 'zod/mini'
import {
  CONNECTION_SERVICES,
  NOTIFICATIONS,
  type AccountSettings,
  type ConnectionService,
  type NotificationKey,
  type Notifications,
} from '../../../../domain/apps/account-settings'
import type { PortError } from '../../../../ports/errors'
import { Button } from '../../../components/Button'
import { Section } from '../../../kit/detail/DetailView'
import { SectionForm } from '../../../kit/form/SectionForm'
import type { AccountSettingsController } from './use-account-settings'
import { useSectionForm } from './use-section-form'

const notificationsSchema = z.object(
  Object.fromEntries(NOTIFICATIONS.map((key) => [key, z.boolean()])) as Record<
    NotificationKey,
    z.ZodMiniBoolean
  >,
)

const Switches = styled.ul`
  list-style: none;
  margin: 0 0 1.25rem;
  padding: 0;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.skin.border};
  }
`
/** A checkbox shown as a switch (role switch: it reads as on / off). */
const SwitchLabel = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.8rem 0;
  cursor: pointer;
  input {
    appearance: none;
    flex: none;
    position: relative;
    width: 2.6rem;
    height: 1.5rem;
    margin: 0;
    border-radius: 1rem;
    background: ${({ theme }) => theme.skin.border};
    cursor: pointer;
    transition: background 0.15s;
  }
  input::after {
    content: '';
    position: absolute;
    top: 0.2rem;
    inset-inline-start: 0.2rem;
    width: 1.1rem;
    height: 1.1rem;
    border-radius: 50%;
    background: #fff;
    transition: inset-inline-start 0.15s;
  }
  input:checked {
    background: ${({ theme }) => theme.colors.primary.main};
  }
  input:checked::after {
    inset-inline-start: 1.3rem;
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: 2px;
  }
`

function NotificationSwitch({ name, label }: { name: NotificationKey; label: string }) {
  const { register } = useFormContext<Notifications>()
  return (
    <li>
      <SwitchLabel>
        <span>{label}</span>
        <input type="checkbox" role="switch" {...register(name)} />
      </SwitchLabel>
    </li>
  )
}

export function NotificationsTab({ controller }: { controller: AccountSettingsController }) {
  const { t } = useTranslation('settings')
  const form = useSectionForm(controller, 'notifications', notificationsSchema, t('saved.notifications'))
  return (
    <SectionForm controller={form} title={t('tabs.notifications')} submitLabel={t('saveChanges')}>
      <Switches aria-label={t('notifications.list')}>
        {NOTIFICATIONS.map((key) => (
          <NotificationSwitch key={key} name={key} label={t(`notifications.${key}`)} />
        ))}
      </Switches>
    </SectionForm>
  )
}

const Services = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem 1rem;
    padding: 0.9rem 0;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.skin.border};
  }
  img {
    width: 2.4rem;
    height: 2.4rem;
    border-radius: 50%;
  }
  div {
    flex: 1;
    min-width: 10rem;
    display: flex;
    flex-direction: column;
  }
  strong {
    color: ${({ theme }) => theme.skin.heading};
  }
  small {
    color: ${({ theme }) => theme.skin.muted};
  }
`
const Initial = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.4rem;
  height: 2.4rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.secondary.light};
  color: ${({ theme }) => theme.colors.secondary.text};
  font-weight: 600;
`

/** Connected accounts: Connect / Disconnect saves at once (on this device) and says so. */
export function ConnectionsTab({ controller }: { controller: AccountSettingsController }) {
  const { t } = useTranslation('settings')
  const settings = controller.settings as AccountSettings
  const [busy, setBusy] = useState<ConnectionService | null>(null)
  const toggle = async (service: ConnectionService) => {
    const current = settings.connections[service]
    const next = { connected: !current.connected }
    setBusy(service)
    try {
      await controller.save({ section: 'connections', values: { ...settings.connections, [service]: next } })
      const name = t(`services.${service}`)
      toast.success(
        t(next.connected ? 'connections.connected' : 'connections.disconnected', { service: name }),
      )
    } catch (error) {
      toast.error(t(`common:errors.${(error as PortError)?.code ?? 'unknown'}`))
    } finally {
      setBusy(null)
    }
  }
  return (
    <Section title={t('tabs.connections')} id="connections">
      <Services aria-label={t('connections.list')}>
        {CONNECTION_SERVICES.map((service) => {
          const connection = settings.connections[service]
          const name = t(`services.${service}`)
          return (
            <li key={service}>
              {connection.profileImg ? (
                <img src={connection.profileImg} alt="" />
              ) : (
                <Initial aria-hidden="true">{name[0]}</Initial>
              )}
              <div>
                <strong>{name}</strong>
                <small>
                  {connection.connected
                    ? connection.account
                      ? t('connections.as', { account: connection.account })
                      : t('connections.on')
                    : t('connections.off')}
                </small>
              </div>
              <Button
                type="button"
                $variant={connection.connected ? 'outline' : 'solid'}
                $color={connection.connected ? 'danger' : 'primary'}
                disabled={busy !== null}
                aria-busy={busy === service}
                onClick={() => void toggle(service)}
              >
                {t(connection.connected ? 'connections.disconnect' : 'connections.connect', {
                  service: name,
                })}
              </Button>
            </li>
          )
        })}
      </Services>
    </Section>
  )
}
