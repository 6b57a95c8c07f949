import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormProvider } from 'react-hook-form'
import { Link } from 'wouter'
import styled from 'styled-components'
import { useSnapshot } from 'valtio'
import { toast } from 'sonner'
import CheckIcon from 'lucide-react/icons/check'
import TruckIcon from 'lucide-react/icons/truck'
import XIcon from 'lucide-react/icons/x'
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  clampQuantity,
  lineDiscount,
  lineTotal,
  priceSummary,
  productPath,
  type CartLine,
  type PriceSummary,
} from '../../../../domain/apps/shop'
import type { PortError } from '../../../../ports/errors'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { Badge } from '../../../components/Badge'
import { Button } from '../../../components/Button'
import { Card } from '../../../components/Card'
import { PageSpinner } from '../../../components/PageSpinner'
import { useDetailController } from '../../../kit/detail/use-detail-controller'
import { FieldGrid, SaveErrorAlert } from '../../../kit/form/FormView'
import { SelectField, TextField } from '../../../kit/form/fields'
import { DraftPrompt } from '../../../kit/form/DraftPrompt'
import { useFormController } from '../../../kit/form/use-form-controller'
import { useFormatters } from '../../../i18n/format'
import {
  ADDRESS_TYPES,
  EMPTY_ADDRESS,
  PAYMENT_METHODS,
  addressSchema,
  type AddressValues,
  type PaymentMethod,
} from './address-form'
import { cartAnswered, cartState, quantityChanged, removedFromCart } from '../../../shell/cart-store'
import { Message, Page, Stars, errorText } from './shop-parts'

type Step = 'cart' | 'address' | 'payment'
const STEPS: readonly Step[] = ['cart', 'address', 'payment']
const SHOP = '/apps/ecommerce/shop'

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 2rem;
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 1rem 1.5rem;
  background: ${({ theme }) => theme.skin.card};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.6rem;
    padding: 0.25rem 0;
    border: 0;
    background: none;
    font: inherit;
    color: ${({ theme }) => theme.skin.text};
    cursor: pointer;
  }
  button:disabled {
    cursor: default;
    opacity: 0.6;
  }
  .number {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2rem;
    height: 2rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.primary.light};
    color: ${({ theme }) => theme.colors.primary.text};
    font-weight: 600;
  }
  [aria-current='step'] {
    color: ${({ theme }) => theme.colors.primary.text};
    font-weight: 600;
    .number {
      background: ${({ theme }) => theme.colors.primary.fill};
      color: ${({ theme }) => theme.colors.primary.onFill};
    }
  }
`
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 20rem;
  gap: 1.5rem;
  align-items: start;
  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr);
  }
  h2 {
    margin: 0 0 1rem;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`
const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`
const Line = styled.li`
  article {
    display: grid;
    grid-template-columns: 8rem minmax(0, 1fr) auto;
    gap: 1.25rem;
    padding: 1.25rem;
    background: ${({ theme }) => theme.skin.card};
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: ${({ theme }) => theme.shadow};
    border: ${({ theme }) => theme.cardBorder};
    @media (max-width: 575px) {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  img {
    width: 8rem;
    height: 8rem;
    border-radius: ${({ theme }) => theme.radius};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
    a {
      color: ${({ theme }) => theme.skin.heading};
    }
  }
  p {
    margin: 0.3rem 0;
    font-size: 0.9rem;
  }
  .shipping {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    color: ${({ theme }) => theme.colors.success.text};
    svg {
      width: 1rem;
      height: 1rem;
    }
  }
  .quantity {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin-top: 0.5rem;
    input {
      width: 4.5rem;
      padding: 0.4rem 0.6rem;
      border: 1px solid ${({ theme }) => theme.skin.border};
      border-radius: ${({ theme }) => theme.radius};
      background: transparent;
      color: inherit;
    }
  }
  .money {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 0.5rem;
    text-align: end;
    @media (max-width: 575px) {
      align-items: flex-start;
      text-align: start;
    }
    .total {
      font-size: 1.1rem;
      font-weight: 600;
      color: ${({ theme }) => theme.colors.primary.text};
    }
  }
`
const Summary = styled(Card)`
  margin-bottom: 0;
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.6rem 0;
    margin: 0 0 1rem;
  }
  dt {
    color: ${({ theme }) => theme.skin.text};
  }
  dd {
    margin: 0;
    padding-inline-start: 1rem;
    text-align: end;
    color: ${({ theme }) => theme.skin.heading};
  }
  .discount {
    color: ${({ theme }) => theme.colors.success.text};
  }
  .total {
    padding-top: 0.75rem;
    border-top: 1px solid ${({ theme }) => theme.skin.border};
    font-weight: 600;
  }
  address {
    font-style: normal;
    margin-bottom: 1rem;
  }
  button {
    width: 100%;
  }
`
const Choices = styled.fieldset`
  border: 0;
  margin: 0 0 1.25rem;
  padding: 0;
  legend {
    padding: 0;
    margin-bottom: 0.75rem;
    font-weight: 600;
    color: ${({ theme }) => theme.skin.heading};
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    padding: 0.6rem 0;
    cursor: pointer;
  }
`
const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.75rem;
`

function PriceDetails({
  summary,
  children,
  address,
}: {
  summary: PriceSummary
  children?: React.ReactNode
  address?: AddressValues
}) {
  const { t } = useTranslation('shop')
  const format = useFormatters()
  return (
    <Summary aria-labelledby="price-details">
      {address && (
        <>
          <h2>{t('deliverTo')}</h2>
          <address>
            <strong>{address.fullName}</strong>
            <br />
            {address.flat}, {address.street}
            {address.landmark && `, ${address.landmark}`}
            <br />
            {address.city}, {address.state} {address.postalCode}
            <br />
            {address.phone}
          </address>
        </>
      )}
      <h2 id="price-details">{t('priceDetails')}</h2>
      <dl>
        <dt>{t('itemsCount', { count: summary.items })}</dt>
        <dd>{format.money(summary.subtotal)}</dd>
        <dt>{t('discount')}</dt>
        <dd className="discount">−{format.money(summary.discount)}</dd>
        <dt>{t('delivery')}</dt>
        <dd>{t('freeShippingOf', { count: summary.freeShippingLines, lines: summary.lines })}</dd>
        <dt className="total">{t('total')}</dt>
        <dd className="total">{format.money(summary.total)}</dd>
      </dl>
      {children}
    </Summary>
  )
}

/** A quantity typed freely (it may be empty for a moment); a whole number in range counts at once, the rest on leaving. */
function QuantityInput({
  id,
  name,
  productId,
  qty,
}: {
  id: string
  name: string
  productId: number
  qty: number
}) {
  const { t } = useTranslation('shop')
  const [text, setText] = useState(String(qty))
  useEffect(() => setText((current) => (Number(current) === qty ? current : String(qty))), [qty])
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={MIN_QUANTITY}
      max={MAX_QUANTITY}
      value={text}
      aria-label={t('quantityOf', { name })}
      onChange={(event) => {
        const typed = event.target.value
        setText(typed)
        const value = Number(typed)
        if (typed !== '' && Number.isInteger(value) && value === clampQuantity(value))
          quantityChanged(productId, value)
      }}
      onBlur={() => {
        const value = clampQuantity(Number(text === '' ? qty : text))
        quantityChanged(productId, value)
        setText(String(value))
      }}
    />
  )
}

function CartLineItem({
  line,
  qty,
  busy,
  onRemove,
}: {
  line: CartLine
  qty: number
  busy: boolean
  onRemove: () => void
}) {
  const { t } = useTranslation('shop')
  const format = useFormatters()
  const titleId = `line-${line.id}`
  const priced = { ...line, qty }
  return (
    <Line>
      <article aria-labelledby={titleId}>
        <img src={line.image} alt="" />
        <div>
          <h3 id={titleId}>
            <Link href={productPath(line)}>{line.name}</Link>
          </h3>
          <p>{t('byBrand', { brand: line.brand })}</p>
          <Stars rating={line.rating} />
          {line.color && <p>{t('colour', { colour: t(`colours.${line.color}`) })}</p>}
          <p>{t('deliveryBy', { date: format.date(line.shippingDate) })}</p>
          {line.hasFreeShipping && (
            <p className="shipping">
              <TruckIcon aria-hidden="true" />
              {t('freeShipping')}
            </p>
          )}
          <p>{t('offers', { count: line.offers })}</p>
          <div className="quantity">
            <label htmlFor={`qty-${line.id}`}>{t('quantity')}</label>
            <QuantityInput id={`qty-${line.id}`} name={line.name} productId={line.id} qty={qty} />
          </div>
        </div>
        <div className="money">
          <span>{t('unitTimesQty', { price: format.money(line.price), qty })}</span>
          <Badge $color="light-success">
            {t('percentOff', {
              percent: line.discountPercentage,
              amount: format.money(lineDiscount(priced)),
            })}
          </Badge>
          <span className="total">{format.money(lineTotal(priced))}</span>
          <Button type="button" $variant="outline" $color="secondary" disabled={busy} onClick={onRemove}>
            <XIcon aria-hidden="true" width={16} height={16} />
            {t('remove')}
          </Button>
        </div>
      </article>
    </Line>
  )
}

function AddressStep({
  address,
  onSaved,
  onBack,
}: {
  address: AddressValues | undefined
  onSaved: (values: AddressValues) => void
  onBack: () => void
}) {
  const { t } = useTranslation('shop')
  const controller = useFormController<AddressValues, AddressValues>({
    schema: addressSchema,
    defaults: address ?? EMPTY_ADDRESS,
    // The mock has no address call: the address stays with this checkout.
    save: async (values) => addressSchema.parse(values),
    onSaved,
  })
  return (
    <Card aria-labelledby="address-title">
      <h2 id="address-title">{t('addressTitle')}</h2>
      <FormProvider {...controller.form}>
        <form onSubmit={(event) => void controller.submit(event)} noValidate aria-labelledby="address-title">
          <DraftPrompt controller={controller} />
          <SaveErrorAlert saveError={controller.saveError} />
          <FieldGrid>
            <TextField<AddressValues>
              name="fullName"
              label={t('fields.fullName')}
              required
              autoComplete="name"
            />
            <TextField<AddressValues>
              name="phone"
              label={t('fields.phone')}
              type="tel"
              required
              autoComplete="tel"
            />
            <TextField<AddressValues>
              name="flat"
              label={t('fields.flat')}
              required
              autoComplete="address-line1"
            />
            <TextField<AddressValues>
              name="street"
              label={t('fields.street')}
              required
              autoComplete="address-line2"
            />
            <TextField<AddressValues> name="landmark" label={t('fields.landmark')} />
            <TextField<AddressValues>
              name="city"
              label={t('fields.city')}
              required
              autoComplete="address-level2"
            />
            <TextField<AddressValues>
              name="postalCode"
              label={t('fields.postalCode')}
              required
              autoComplete="postal-code"
            />
            <TextField<AddressValues>
              name="state"
              label={t('fields.state')}
              required
              autoComplete="address-level1"
            />
            <SelectField<AddressValues>
              name="addressType"
              label={t('fields.addressType')}
              options={ADDRESS_TYPES.map((type) => ({ value: type, label: t(`addressTypes.${type}`) }))}
            />
          </FieldGrid>
          <FormActions>
            <Button type="button" $variant="outline" $color="secondary" onClick={onBack}>
              {t('backToCart')}
            </Button>
            <Button type="submit">{t('deliverHere')}</Button>
          </FormActions>
        </form>
      </FormProvider>
    </Card>
  )
}

/**
 * The checkout (/apps/ecommerce/checkout) in three steps: the cart (quantities, removal, delivery days, offers
 * and discounts as the mock answers them), the delivery address, the payment choice; the price summary beside
 * them. Placing the order removes every product from the cart through the mock (it has no order call).
 */
export default function CheckoutScreen() {
  const { t } = useTranslation('shop')
  const port = resolvePort(PORTS.shop)
  const format = useFormatters()
  // The cart is read once per visit: every read answers new delivery days, offers and discounts.
  const load = useCallback(
    () =>
      port.listCart().then((lines) => {
        cartAnswered(lines.map((line) => ({ productId: line.id, qty: line.qty })))
        return lines
      }),
    [port],
  )
  const cart = useDetailController<CartLine[]>(load, 'cart')
  const { changed } = useSnapshot(cartState)
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set())
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set())
  const [step, setStep] = useState<Step>('cart')
  const [address, setAddress] = useState<AddressValues>()
  const [payment, setPayment] = useState<PaymentMethod>('cashOnDelivery')
  const [placing, setPlacing] = useState(false)
  const [placeError, setPlaceError] = useState<PortError | null>(null)
  const [placed, setPlaced] = useState<{ summary: PriceSummary; payment: PaymentMethod } | null>(null)

  const lines = (cart.record ?? [])
    .filter((line) => !removed.has(line.id))
    .map((line) => ({ ...line, qty: changed[line.id] ?? line.qty }))
  const summary = priceSummary(lines)

  const remove = async (line: CartLine) => {
    setBusy((current) => new Set(current).add(line.id))
    try {
      await port.removeFromCart(line.id)
      removedFromCart(line.id)
      setRemoved((current) => new Set(current).add(line.id))
      toast.success(t('removedFromCart', { name: line.name }))
    } catch (error) {
      toast.error(errorText(t, error as PortError))
    } finally {
      setBusy((current) => {
        const next = new Set(current)
        next.delete(line.id)
        return next
      })
    }
  }

  const placeOrder = async () => {
    setPlacing(true)
    setPlaceError(null)
    const ordered = summary
    try {
      for (const line of lines) {
        await port.removeFromCart(line.id)
        removedFromCart(line.id)
        setRemoved((current) => new Set(current).add(line.id))
      }
      setPlaced({ summary: ordered, payment })
    } catch (error) {
      setPlaceError(error as PortError)
    } finally {
      setPlacing(false)
    }
  }

  if (placed)
    return (
      <Page>
        <Message role="status">
          <h1>{t('orderPlaced')}</h1>
          <p>
            {t('orderPlacedText', {
              count: placed.summary.items,
              total: format.money(placed.summary.total),
              payment: t(`payments.${placed.payment}`),
            })}
          </p>
          <Link href={SHOP}>{t('continueShopping')}</Link>
        </Message>
      </Page>
    )
  if (cart.error)
    return (
      <Page>
        <h1>{t('checkoutTitle')}</h1>
        <Message role="alert">
          <p>{errorText(t, cart.error)}</p>
          <Button type="button" $variant="outline" onClick={() => void cart.reload()}>
            {t('common:kit.retry')}
          </Button>
        </Message>
      </Page>
    )
  if (!cart.record) return <PageSpinner />
  if (lines.length === 0)
    return (
      <Page>
        <h1>{t('checkoutTitle')}</h1>
        <Message>
          <p>{t('cartEmpty')}</p>
          <Link href={SHOP}>{t('backToShop')}</Link>
        </Message>
      </Page>
    )

  const reachable = (target: Step) => target !== 'payment' || address !== undefined
  return (
    <Page>
      <h1>{t('checkoutTitle')}</h1>
      <nav aria-label={t('stepsLabel')}>
        <Steps>
          {STEPS.map((target, index) => (
            <li key={target}>
              <button
                type="button"
                aria-current={step === target ? 'step' : undefined}
                disabled={!reachable(target)}
                onClick={() => setStep(target)}
              >
                <span className="number" aria-hidden="true">
                  {reachable(target) && STEPS.indexOf(step) > index ? <CheckIcon size={16} /> : index + 1}
                </span>
                {t(`steps.${target}`)}
              </button>
            </li>
          ))}
        </Steps>
      </nav>
      <Columns>
        <div>
          {step === 'cart' && (
            <section aria-labelledby="cart-title">
              <h2 id="cart-title">{t('cartTitle', { count: summary.items })}</h2>
              <Lines aria-labelledby="cart-title">
                {lines.map((line) => (
                  <CartLineItem
                    key={line.id}
                    line={line}
                    qty={line.qty}
                    busy={busy.has(line.id) || placing}
                    onRemove={() => void remove(line)}
                  />
                ))}
              </Lines>
            </section>
          )}
          {step === 'address' && (
            <AddressStep
              address={address}
              onBack={() => setStep('cart')}
              onSaved={(values) => {
                setAddress(values)
                setStep('payment')
              }}
            />
          )}
          {step === 'payment' && (
            <Card aria-labelledby="payment-title">
              <h2 id="payment-title">{t('paymentTitle')}</h2>
              <Choices>
                <legend>{t('paymentChoice')}</legend>
                {PAYMENT_METHODS.map((method) => (
                  <label key={method}>
                    <input
                      type="radio"
                      name="payment"
                      value={method}
                      checked={payment === method}
                      onChange={() => setPayment(method)}
                    />
                    {t(`payments.${method}`)}
                  </label>
                ))}
              </Choices>
              {placeError && (
                <Message role="alert">
                  <p>{errorText(t, placeError)}</p>
                </Message>
              )}
              <FormActions>
                <Button
                  type="button"
                  $variant="outline"
                  $color="secondary"
                  onClick={() => setStep('address')}
                >
                  {t('backToAddress')}
                </Button>
              </FormActions>
            </Card>
          )}
        </div>
        <PriceDetails summary={summary} address={step === 'payment' ? address : undefined}>
          {step === 'cart' && (
            <Button type="button" onClick={() => setStep('address')}>
              {t('continueToAddress')}
            </Button>
          )}
          {step === 'payment' && (
            <Button type="button" disabled={placing} aria-busy={placing} onClick={() => void placeOrder()}>
              {placing ? t('placing') : t('placeOrder')}
            </Button>
          )}
        </PriceDetails>
      </Columns>
    </Page>
  )
}
