import { useContext, useState } from 'react'
import { Link } from 'wouter'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import type { AccountMessage } from '../../../ports/account-port'
import { AuthVariantContext } from './AuthCard'

const Notice = styled.section`
  margin: 1rem 0 0;
  padding: 0.75rem 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.info.text};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.skin.text};
  font-size: 0.9rem;
  h2 {
    font-size: 0.9rem;
    margin: 0 0 0.35rem;
  }
  p {
    margin: 0.2rem 0;
  }
  a {
    text-decoration: underline;
    display: inline-block;
    line-height: 24px;
  }
  code {
    font-size: 1.1rem;
    letter-spacing: 0.15em;
  }
`

/**
 * Sending a message through the account port: the last message recorded and how many were sent, or whether
 * the last sending failed. A page says something was sent only from `sent`.
 */
export function useSentMessage(sendNow: () => Promise<AccountMessage>) {
  const [sent, setSent] = useState<{ message: AccountMessage; count: number } | null>(null)
  const [failed, setFailed] = useState(false)
  const send = async () => {
    try {
      const message = await sendNow()
      setSent((before) => ({ message, count: (before?.count ?? 0) + 1 }))
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }
  return { sent, failed, send }
}

/** Where a message's link leads: the page of its purpose, in the frame (basic, cover) of the page shown. */
export function messageLink(message: AccountMessage, frame: string): string | undefined {
  if (!message.token) return undefined
  const page = message.purpose === 'verify-email' ? 'verify-email' : 'reset-password'
  return `/pages/${page}-${frame}?token=${encodeURIComponent(message.token)}`
}

/**
 * The developer notice of a message the in-browser mock recorded instead of sending mail (decision 0061): to whom,
 * and its link or code. Shown only for a message the mock answered, never made up.
 */
export function OutboxNotice({ message }: { message: AccountMessage }) {
  const { t } = useTranslation('authPages')
  const frame = useContext(AuthVariantContext)
  const link = messageLink(message, frame)
  return (
    <Notice aria-label={t('outbox.title')}>
      <h2>{t('outbox.title')}</h2>
      <p>{t('outbox.note')}</p>
      <p>
        {t('outbox.to')} <bdi>{message.to}</bdi>
      </p>
      {link && (
        <p>
          <Link href={link}>
            {t(message.purpose === 'verify-email' ? 'outbox.verifyLink' : 'outbox.resetLink')}
          </Link>
        </p>
      )}
      {message.code && (
        <p>
          {t('outbox.code')} <code dir="ltr">{message.code}</code>
        </p>
      )}
    </Notice>
  )
}
