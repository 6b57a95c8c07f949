import styled from 'styled-components'
import { useTranslation } from 'react-i18next'

/** The demo accounts (ARCHITECTURE.md), answered by the in-browser mock. */
export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' },
  { role: 'customer', email: 'c1001@demo.com', password: 'customer' },
] as const

const Box = styled.aside`
  background: ${({ theme }) => theme.colors.primary.light};
  color: ${({ theme }) => theme.colors.primary.text};
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.75rem 1rem;
  margin-bottom: 1.25rem;
  font-size: 0.85rem;
  ul {
    margin: 0.25rem 0 0;
    padding-inline-start: 1.1rem;
  }
  button {
    background: none;
    border: 0;
    padding: 0;
    color: inherit;
    text-decoration: underline;
    cursor: pointer;
    font-size: inherit;
  }
`

export function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  const { t } = useTranslation('auth')
  return (
    <Box aria-labelledby="demo-accounts-title">
      <strong id="demo-accounts-title">{t('demo.title')}</strong>
      <ul>
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email}>
            {t(`demo.${account.role}`)}:{' '}
            <button type="button" onClick={() => onPick(account.email, account.password)}>
              {account.email} / {account.password}
            </button>
          </li>
        ))}
      </ul>
    </Box>
  )
}
