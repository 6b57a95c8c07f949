import BellIcon from 'lucide-react/icons/bell'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Badge, PaymentLineBadge } from '../../../components/Badge'
import { Button } from '../../../components/Button'
import { THEME_COLORS } from '../../../theme/theme'
import { CataloguePage, CatalogueSection, useProps } from '../catalogue-parts'

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.6rem;
  & + & {
    margin-top: 0.9rem;
  }
`

const BADGE_CODE = `
<Badge $color="success">{t('paid')}</Badge>
<Badge $color="light-danger">{t('overdue')}</Badge>
<PaymentLineBadge status={line.status} label={t(\`status.\${line.status}\`)} />
`
const COUNT_CODE = `
// The count is not part of the button's name: it sits beside it, and the name says it.
<Button aria-label={t('notifications', { count })}><BellIcon aria-hidden="true" /></Button>
<Badge $color="danger" aria-hidden="true">{count}</Badge>
`

/** /components/badges: the kit's Badge in solid and light colours, status badges, and a count beside a button. */
export default function BadgesPage() {
  const { t } = useTranslation('catalogue')
  const badgeProps = useProps('badges.props', [
    ['$color', "ThemeColor | 'light-<ThemeColor>'"],
    ['children', 'ReactNode'],
  ])
  const statusProps = useProps('badges.statusProps', [
    ['status', 'string'],
    ['label', 'string?'],
  ])
  const count = 3
  return (
    <CataloguePage title={t('badges.title')} intro={t('badges.intro')}>
      <CatalogueSection
        id="colours"
        title={t('badges.colours.title')}
        description={t('badges.colours.description')}
        props={badgeProps}
        code={BADGE_CODE}
      >
        <Row>
          {THEME_COLORS.map((color) => (
            <Badge key={color} $color={color}>
              {t(`badges.colours.${color}`)}
            </Badge>
          ))}
        </Row>
        <Row>
          {THEME_COLORS.map((color) => (
            <Badge key={color} $color={`light-${color}`}>
              {t(`badges.colours.${color}`)}
            </Badge>
          ))}
        </Row>
      </CatalogueSection>
      <CatalogueSection
        id="status"
        title={t('badges.status.title')}
        description={t('badges.status.description')}
        props={statusProps}
        code={BADGE_CODE}
      >
        <Row>
          {(['pending', 'paid', 'reverted', 'cancelled'] as const).map((status) => (
            <PaymentLineBadge key={status} status={status} label={t(`badges.status.${status}`)} />
          ))}
        </Row>
      </CatalogueSection>
      <CatalogueSection
        id="count"
        title={t('badges.count.title')}
        description={t('badges.count.description')}
        code={COUNT_CODE}
      >
        <Row>
          <Button type="button" $variant="flat" aria-label={t('badges.count.button', { count })}>
            <BellIcon size={18} aria-hidden="true" />
          </Button>
          <Badge $color="danger" aria-hidden="true">
            {count}
          </Badge>
        </Row>
      </CatalogueSection>
    </CataloguePage>
  )
}
