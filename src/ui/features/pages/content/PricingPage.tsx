import CheckIcon from 'lucide-react/icons/check'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import {
  bestYearlySaving,
  planPrice,
  pricingPlans,
  type BillingPeriod,
  type PricingPlan,
} from '../../../../domain/apps/pages'
import { intlLocaleTag } from '../../../../domain/money'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { Badge } from '../../../components/Badge'
import { Card } from '../../../components/Card'
import { useDetailController } from '../../../kit/detail/use-detail-controller'
import { Accordion } from '../../../kit/primitives/Accordion'
import { LoadState } from '../../../kit/primitives/LoadState'

const Head = styled.header`
  text-align: center;
  margin-bottom: 2rem;
  h1 {
    margin: 0 0 0.5rem;
    font-size: 1.8rem;
    color: ${({ theme }) => theme.skin.heading};
  }
  p {
    margin: 0 0 1.25rem;
  }
`
const Switch = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.75rem;
  flex-wrap: wrap;
  justify-content: center;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.75rem;
    cursor: pointer;
    font-weight: 500;
  }
  input {
    appearance: none;
    width: 2.8rem;
    height: 1.5rem;
    border-radius: 1rem;
    background: ${({ theme }) => theme.colors.primary.main};
    position: relative;
    cursor: pointer;
    margin: 0;
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
    transition: inset-inline-start 0.2s;
  }
  input:checked::after {
    inset-inline-start: 1.5rem;
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: 2px;
  }
`
const Plans = styled.ul`
  list-style: none;
  margin: 0 0 2rem;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1.5rem;
  align-items: stretch;
  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr);
  }
`
const PlanCard = styled(Card).attrs({ as: 'article' })<{ $popular: boolean }>`
  position: relative;
  margin: 0;
  height: 100%;
  text-align: center;
  border: 1px solid ${({ theme, $popular }) => ($popular ? theme.colors.primary.main : theme.skin.border)};
  .badge {
    position: absolute;
    top: 1rem;
    inset-inline-end: 1rem;
  }
  img {
    width: 6rem;
    height: 6rem;
    border-radius: 50%;
    margin: 0.5rem auto 1rem;
    display: block;
  }
  h2 {
    margin: 0 0 0.3rem;
    font-size: 1.3rem;
    color: ${({ theme }) => theme.skin.heading};
  }
  .subtitle {
    margin: 0 0 1.25rem;
  }
  .price {
    margin: 0;
    font-size: 2.6rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary.text};
  }
  .price small {
    font-size: 1rem;
    font-weight: 400;
    color: ${({ theme }) => theme.skin.text};
  }
  .yearly {
    min-height: 1.5rem;
    margin: 0.25rem 0 1.5rem;
    color: ${({ theme }) => theme.skin.muted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    text-align: start;
    display: flex;
    flex-direction: column;
    gap: 0.6rem;
  }
  li {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
  }
  li svg {
    flex: none;
    margin-top: 0.15rem;
    color: ${({ theme }) => theme.colors.success.text};
  }
`
const Questions = styled.section`
  max-width: 48rem;
  margin: 0 auto;
  h2 {
    text-align: center;
    color: ${({ theme }) => theme.skin.heading};
  }
`

function Plan({
  plan,
  period,
  money,
}: {
  plan: PricingPlan
  period: BillingPeriod
  money: (n: number) => string
}) {
  const { t } = useTranslation('pages')
  const price = planPrice(plan, period)
  const id = `plan-${plan.title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <li>
      <PlanCard $popular={plan.popular} aria-labelledby={id}>
        {plan.popular && (
          <Badge className="badge" $color="light-primary">
            {t('pricing.popular')}
          </Badge>
        )}
        <img src={plan.img} alt="" />
        <h2 id={id}>{plan.title}</h2>
        <p className="subtitle">{plan.subtitle}</p>
        <p className="price">
          {price.free ? t('pricing.free') : money(price.perMonth)}
          {!price.free && <small> {t('pricing.perMonth')}</small>}
        </p>
        <p className="yearly">
          {price.perYear !== undefined &&
            !price.free &&
            t('pricing.billedYearly', { amount: money(price.perYear) })}
          {price.savingPercent !== undefined && ` · ${t('pricing.save', { percent: price.savingPercent })}`}
        </p>
        <ul aria-label={t('pricing.benefitsOf', { plan: plan.title })}>
          {plan.planBenefits.map((benefit) => (
            <li key={benefit}>
              <CheckIcon size={16} aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
      </PlanCard>
    </li>
  )
}

/** The pricing page (/pages/pricing): the plans with monthly or yearly prices from their own figures, and a Q&A. */
export default function PricingPage() {
  const { t, i18n } = useTranslation('pages')
  const port = resolvePort(PORTS.pages)
  const pricing = useDetailController(() => port.getPricing(), 'pricing')
  const [period, setPeriod] = useState<BillingPeriod>('monthly')
  const format = new Intl.NumberFormat(intlLocaleTag(i18n.language), {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  })
  const money = (amount: number) => format.format(amount)
  return (
    <LoadState controller={pricing}>
      {(data) => {
        const saving = bestYearlySaving(data)
        return (
          <>
            <Card>
              <Head>
                <h1>{t('pricing.title')}</h1>
                <p>{t('pricing.subtitle')}</p>
                <Switch>
                  <label>
                    <span aria-hidden="true">{t('pricing.monthly')}</span>
                    <input
                      type="checkbox"
                      role="switch"
                      aria-label={t('pricing.yearlySwitch')}
                      checked={period === 'yearly'}
                      onChange={(event) => setPeriod(event.target.checked ? 'yearly' : 'monthly')}
                    />
                    <span aria-hidden="true">{t('pricing.yearly')}</span>
                  </label>
                  {saving !== undefined && (
                    <Badge $color="light-success">{t('pricing.saveUpTo', { percent: saving })}</Badge>
                  )}
                </Switch>
              </Head>
              <Plans aria-label={t('pricing.plans')}>
                {pricingPlans(data).map((plan) => (
                  <Plan key={plan.title} plan={plan} period={period} money={money} />
                ))}
              </Plans>
            </Card>
            <Questions aria-labelledby="pricing-faq">
              <h2 id="pricing-faq">{t('pricing.faq')}</h2>
              <Accordion
                items={data.qandA.map((item) => ({
                  id: item.question,
                  title: item.question,
                  content: item.ans,
                }))}
              />
            </Questions>
          </>
        )
      }}
    </LoadState>
  )
}
