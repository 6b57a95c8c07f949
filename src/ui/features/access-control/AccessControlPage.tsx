import styled from 'styled-components'
import { useSnapshot } from 'valtio'
import { useTranslation } from 'react-i18next'
import { abilityRulesFor, ANY_ACTION, ANY_SUBJECT } from '../../../domain/access'
import type { UserData } from '../../../domain/auth'
import { abilityFor } from '../../session/ability'
import { session } from '../../session/session'
import { Badge } from '../../components/Badge'
import { Card } from '../../components/Card'

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: 0 2rem;
`
const Rules = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: start;
    padding: 0.7rem 1rem;
    border-top: 1px solid ${({ theme }) => theme.skin.border};
  }
  th {
    font-size: 0.857rem;
    text-transform: uppercase;
    letter-spacing: 0.5px;
    color: ${({ theme }) => theme.skin.heading};
    background: ${({ theme }) => theme.skin.body};
  }
`

/**
 * The client's landing page (spec §2, /access-control, resource ACL): what the signed-in user may do, from
 * the ability rules stored with their profile, and a card only users who may read ACL see.
 */
export default function AccessControlPage() {
  const { t } = useTranslation('access')
  const { userData } = useSnapshot(session) as { userData: UserData | null }
  const rules = abilityRulesFor(userData)
  const ability = abilityFor(userData)
  const action = (name: string) =>
    name === ANY_ACTION ? t('actions.manage') : t(`actions.${name}`, { defaultValue: name })
  const subject = (name: string) =>
    name === ANY_SUBJECT ? t('subjects.all') : t(`subjects.${name}`, { defaultValue: name })
  return (
    <>
      <h1>{t('title')}</h1>
      <Grid>
        <Card aria-labelledby="access-common">
          <h2 id="access-common">{t('common.title')}</h2>
          <p>{t('common.text')}</p>
          <p>
            {t('signedInAs')} <strong>{userData?.fullName || userData?.username}</strong>{' '}
            <Badge $color="light-primary">
              {t(`roles.${userData?.role}`, { defaultValue: userData?.role ?? '' })}
            </Badge>
          </p>
        </Card>
        {ability.can('read', 'ACL') && (
          <Card aria-labelledby="access-acl">
            <h2 id="access-acl">{t('acl.title')}</h2>
            <p>{t('acl.text')}</p>
          </Card>
        )}
      </Grid>
      <Card aria-labelledby="access-rules">
        <h2 id="access-rules">{t('rules.title')}</h2>
        <p>{t('rules.text')}</p>
        <Rules>
          <caption className="visually-hidden">{t('rules.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rules.action')}</th>
              <th scope="col">{t('rules.subject')}</th>
            </tr>
          </thead>
          <tbody>
            {rules.map((rule) => (
              <tr key={`${rule.action}:${rule.subject}`}>
                <td>{action(rule.action)}</td>
                <td>{subject(rule.subject)}</td>
              </tr>
            ))}
          </tbody>
        </Rules>
      </Card>
    </>
  )
}
