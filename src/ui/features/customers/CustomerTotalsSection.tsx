import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import type { CustomerTotals } from '../../../domain/customers'
import { MoneyTotals, Section } from '../../kit/detail/DetailView'
import { customerTotalsGroups } from './customer-totals-groups'

const Groups = styled.div`
  display: grid;
  gap: 1.25rem;
  h3 {
    margin: 0;
    font-size: 0.95rem;
    font-weight: 600;
    color: ${({ theme }) => theme.skin.heading};
  }
  dl {
    margin-top: 0.6rem;
    grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  }
`

/** The customer's USD totals as a dashboard: one labelled group of figures per kind. */
export function CustomerTotalsSection({ totals }: { totals: CustomerTotals }) {
  const { t } = useTranslation('customers')
  return (
    <Section id="customer-totals" title={t('totalsTitle')}>
      <Groups>
        {customerTotalsGroups(t, totals).map((group) => (
          <section key={group.id} aria-labelledby={`totals-${group.id}`}>
            <h3 id={`totals-${group.id}`}>{group.title}</h3>
            <MoneyTotals label={group.title} totals={group.totals} />
          </section>
        ))}
      </Groups>
    </Section>
  )
}
