import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import {
  CHAT_STATUSES,
  type ChatContact,
  type ChatProfile,
  type ChatStatus,
} from '../../../../domain/apps/chat'
import { Button } from '../../../components/Button'
import { DialogFooter } from '../../../kit/primitives/Dialog'
import { SidePanel } from '../../../kit/primitives/SidePanel'
import { ChatAvatar, STATUS_COLORS } from './ChatAvatar'

const Person = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.35rem;
  margin-bottom: 1.5rem;
  text-align: center;
  .name {
    font-size: 1.1rem;
    font-weight: 600;
    color: ${({ theme }) => theme.skin.heading};
  }
`
const Block = styled.section`
  margin-bottom: 1.5rem;
  h3,
  legend {
    margin: 0 0 0.5rem;
    padding: 0;
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${({ theme }) => theme.skin.muted};
  }
  p {
    margin: 0;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.3rem 0;
    cursor: pointer;
  }
  input[type='radio'] {
    accent-color: ${({ theme }) => theme.colors.primary.main};
  }
  .note {
    margin-top: 0.5rem;
    font-size: 0.86rem;
    color: ${({ theme }) => theme.skin.muted};
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.5rem 1rem;
    margin: 0;
  }
  dd {
    margin: 0;
    font-weight: 500;
  }
`
const Dot = styled.span<{ $status: ChatStatus }>`
  width: 0.6rem;
  height: 0.6rem;
  border-radius: 50%;
  background: ${({ theme, $status }) => theme.colors[STATUS_COLORS[$status]].main};
`

interface PanelProps {
  isOpen: boolean
  onClose: () => void
}

function Close({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('chat')
  return (
    <DialogFooter>
      <Button type="button" $variant="outline" $color="secondary" onClick={onClose}>
        {t('close')}
      </Button>
    </DialogFooter>
  )
}

/**
 * The signed-in person's chat profile: picture, name, role, status (changeable), about and settings. The mock
 * has no call to save a profile, so a new status is kept on this page only, and the panel says so.
 */
export function ProfilePanel({
  isOpen,
  onClose,
  profile,
  onStatus,
}: PanelProps & { profile: ChatProfile; onStatus: (status: ChatStatus) => void }) {
  const { t } = useTranslation('chat')
  const onOff = (on: boolean) => (on ? t('on') : t('off'))
  return (
    <SidePanel
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t('myProfile')}
      width="24rem"
    >
      <Person>
        <ChatAvatar avatar={profile.avatar} status={profile.status} size="5rem" />
        <span className="name">{profile.fullName}</span>
        <span>{profile.role}</span>
      </Person>
      <Block>
        <fieldset>
          <legend>{t('status')}</legend>
          {CHAT_STATUSES.map((status) => (
            <label key={status}>
              <input
                type="radio"
                name="chat-status"
                value={status}
                checked={profile.status === status}
                onChange={() => onStatus(status)}
              />
              <Dot $status={status} aria-hidden />
              {t(`statuses.${status}`)}
            </label>
          ))}
        </fieldset>
        <p className="note">{t('statusLocal')}</p>
      </Block>
      <Block>
        <h3>{t('about')}</h3>
        <p>{profile.about}</p>
      </Block>
      <Block>
        <h3>{t('settings')}</h3>
        <dl>
          <dt>{t('twoStep')}</dt>
          <dd>{onOff(profile.settings.isTwoStepAuthVerificationEnabled)}</dd>
          <dt>{t('notifications')}</dt>
          <dd>{onOff(profile.settings.isNotificationsOn)}</dd>
        </dl>
      </Block>
      <Close onClose={onClose} />
    </SidePanel>
  )
}

/** A contact's details: picture, name, role, status and about. */
export function ContactPanel({ isOpen, onClose, contact }: PanelProps & { contact: ChatContact }) {
  const { t } = useTranslation('chat')
  return (
    <SidePanel
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={contact.fullName}
      width="24rem"
    >
      <Person>
        <ChatAvatar avatar={contact.avatar} status={contact.status} size="5rem" />
      </Person>
      <Block>
        <dl>
          <dt>{t('role')}</dt>
          <dd>{contact.role}</dd>
          <dt>{t('status')}</dt>
          <dd>{t(`statuses.${contact.status}`)}</dd>
        </dl>
      </Block>
      <Block>
        <h3>{t('about')}</h3>
        <p>{contact.about}</p>
      </Block>
      <Close onClose={onClose} />
    </SidePanel>
  )
}
