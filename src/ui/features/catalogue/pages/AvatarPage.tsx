import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Avatar, AvatarGroup, type AvatarStatus } from '../../../kit/primitives/Avatar'
import { CataloguePage, CatalogueSection, useProps } from '../catalogue-parts'

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
`
const Person = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6rem;
`

/** A picture drawn here (no network): a truck on the primary colour. */
const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#7367f0"/>' +
      '<rect x="7" y="14" width="16" height="11" fill="#fff"/><rect x="23" y="18" width="9" height="7" fill="#fff"/>' +
      '<circle cx="13" cy="27" r="3" fill="#4b4b4b"/><circle cx="27" cy="27" r="3" fill="#4b4b4b"/></svg>',
  )

const PEOPLE = [
  { name: 'Anna Petrosyan', color: 'primary' },
  { name: 'Boris Ivanov', color: 'success' },
  { name: 'Gayane Sargsyan', color: 'warning' },
  { name: 'Dmitri Orlov', color: 'info' },
  { name: 'Eva Martirosyan', color: 'danger' },
  { name: 'Felix Grant', color: 'secondary' },
] as const

const AVATAR_CODE = `
<Avatar name={user.fullName} src={user.avatar} size={42} status="online" statusLabel={t('online')} />
// beside the written name, read once:
<Avatar name={user.fullName} decorative /> {user.fullName}
`
const GROUP_CODE = `
<AvatarGroup
  label={t('team')}
  people={team.map((p) => ({ name: p.fullName, src: p.avatar }))}
  max={4}
  more={(count) => t('more', { count })}
/>
`

/** /components/avatar: the kit's Avatar (initials or a picture, sizes, colours, presence) and AvatarGroup. */
export default function AvatarPage() {
  const { t } = useTranslation('catalogue')
  const avatarProps = useProps('avatar.props', [
    ['name', 'string'],
    ['src', 'string?'],
    ['size', 'number'],
    ['color', 'ThemeColor'],
    ['status', "'online' | 'away' | 'busy' | 'offline'"],
    ['statusLabel', 'string?'],
    ['decorative', 'boolean'],
  ])
  const groupProps = useProps('avatar.groupProps', [
    ['label', 'string'],
    ['people', 'AvatarProps[]'],
    ['max', 'number'],
    ['more', '(count: number) => string'],
  ])
  const statuses: AvatarStatus[] = ['online', 'away', 'busy', 'offline']
  return (
    <CataloguePage title={t('avatar.title')} intro={t('avatar.intro')}>
      <CatalogueSection
        id="avatar"
        title={t('avatar.kinds.title')}
        description={t('avatar.kinds.description')}
        props={avatarProps}
        code={AVATAR_CODE}
      >
        <Row>
          {[24, 34, 42, 56].map((size) => (
            <Avatar key={size} name="Anna Petrosyan" size={size} />
          ))}
          <Avatar name={t('avatar.kinds.fleet')} src={PICTURE} size={42} />
        </Row>
        <Row style={{ marginTop: '1rem' }}>
          {PEOPLE.map((person) => (
            <Avatar key={person.name} name={person.name} color={person.color} size={38} />
          ))}
        </Row>
        <Row style={{ marginTop: '1rem' }}>
          {statuses.map((status, i) => (
            <Avatar
              key={status}
              name={PEOPLE[i]!.name}
              color={PEOPLE[i]!.color}
              size={42}
              status={status}
              statusLabel={t(`avatar.kinds.${status}`)}
            />
          ))}
        </Row>
        <Person style={{ marginTop: '1rem' }}>
          <Avatar name="Gayane Sargsyan" color="warning" decorative />
          <span>Gayane Sargsyan</span>
        </Person>
      </CatalogueSection>
      <CatalogueSection
        id="group"
        title={t('avatar.group.title')}
        description={t('avatar.group.description')}
        props={groupProps}
        code={GROUP_CODE}
      >
        <AvatarGroup
          label={t('avatar.group.label')}
          people={PEOPLE.map((person) => ({ name: person.name, color: person.color }))}
          max={4}
          more={(count) => t('avatar.group.more', { count })}
        />
      </CatalogueSection>
    </CataloguePage>
  )
}
