import { Link } from 'wouter'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import type { Money } from '../../../domain/money'
import {
  displayDescription,
  displayVin,
  type Vehicle,
  type VehicleContactDetails,
} from '../../../domain/vehicles'
import { Badge } from '../../components/Badge'
import { useFormatters } from '../../i18n/format'
import { DetailFields, Section } from '../../kit/detail/DetailView'
import { Timeline } from '../../kit/detail/Timeline'
import { DataTable } from '../../kit/list/DataTable'
import { ContainerOfVehicle } from './ContainerOfVehicle'
import { idOf } from '../../../domain/names'

/** Two sections side by side on wide screens. */
export const SectionPair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(22rem, 1fr));
  gap: 0 1.5rem;
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
  }
`
const Flags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
`
const Files = styled.ul`
  margin: 0;
  padding-inline-start: 1.2rem;
  li {
    margin: 0.3rem 0;
  }
`
const Subheading = styled.h3`
  margin: 1.25rem 0 0.5rem;
  font-size: 1rem;
  color: ${({ theme }) => theme.skin.heading};
`
const NoWrap = styled.span`
  white-space: nowrap;
`
const Ltr = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
`

function useMoney() {
  const format = useFormatters()
  return (money: Money | null | undefined) => (money ? format.money(money) : '')
}

export function VehicleDetailsSection({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('cargoloop')
  const money = useMoney()
  const d = vehicle.details
  return (
    <Section title={t('view.details')} id="details">
      <DetailFields
        items={[
          { label: t('vehicle.lot'), value: d?.lotNumber },
          { label: t('vehicle.vin'), value: <Ltr>{displayVin(vehicle)}</Ltr> },
          ...(vehicle.editedVin ? [{ label: t('view.auctionVin'), value: <Ltr>{d?.vin}</Ltr> }] : []),
          { label: t('vehicle.description'), value: displayDescription(vehicle) },
          ...(vehicle.editedDescription
            ? [{ label: t('view.auctionDescription'), value: d?.description }]
            : []),
          { label: t('view.vehicleType'), value: d?.vehicleType },
          { label: t('view.auction'), value: d?.auction },
          { label: t('view.auctionLocation'), value: d?.auctionLocation },
          { label: t('view.client'), value: d?.client },
          { label: t('view.subClient'), value: d?.subClient },
          { label: t('vehicle.buyer'), value: d?.buyer },
          { label: t('view.localTransportationPrice'), value: money(vehicle.localTransportationPrice) },
        ]}
      />
    </Section>
  )
}

export function VehicleOrderSection({ vehicle, canAddOrder }: { vehicle: Vehicle; canAddOrder: boolean }) {
  const { t } = useTranslation('cargoloop')
  const money = useMoney()
  const order = vehicle.order
  const customerId = order?.customer && idOf(order.customer.name)
  return (
    <Section title={t('view.order')} id="order">
      {order?.name ? (
        <DetailFields
          items={[
            {
              label: t('vehicle.order'),
              value: (
                <Link href={`/orders/${order.id}/view`}>{t('vehicle.orderNumber', { id: order.id })}</Link>
              ),
            },
            {
              label: t('view.customer'),
              value: customerId ? (
                <Link href={`/customers/${customerId}/view`}>
                  {order.customer?.displayName || customerId}
                </Link>
              ) : (
                ''
              ),
            },
            { label: t('view.orderAmount'), value: money(order.amount) },
            { label: t('view.orderPaid'), value: money(order.paidAmount) },
          ]}
        />
      ) : (
        <p>
          {t('view.notOrdered')}{' '}
          {canAddOrder && (
            <Link href={`/cargoloop/vehicles/${vehicle.id}/orders/-/add`}>{t('view.createOrder')}</Link>
          )}
        </p>
      )}
    </Section>
  )
}

export function VehicleLogSection({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('cargoloop')
  const format = useFormatters()
  const money = useMoney()
  const log = vehicle.log
  return (
    <Section title={t('view.log')} id="log">
      <DetailFields
        items={[
          { label: t('vehicle.stage'), value: log?.status },
          { label: t('view.dateEntered'), value: format.date(log?.dateEntered ?? null) },
          { label: t('view.enteredBy'), value: log?.enteredBy },
          { label: t('view.keys'), value: log?.keys },
        ]}
      />
      <Subheading>{t('view.invoices')}</Subheading>
      <DataTable
        caption={t('view.invoices')}
        rows={log?.invoices ?? []}
        rowKey={(invoice) => `${invoice.type}-${invoice.invoiceNumber}`}
        empty={t('view.noInvoices')}
        columns={[
          { id: 'type', header: t('invoice.type'), cell: (i) => i.type },
          { id: 'number', header: t('invoice.number'), cell: (i) => <NoWrap>{i.invoiceNumber}</NoWrap> },
          { id: 'invoicedBy', header: t('invoice.invoicedBy'), cell: (i) => i.invoicedBy },
          {
            id: 'invoiceDate',
            header: t('invoice.date'),
            cell: (i) => <NoWrap>{format.date(i.invoiceDate)}</NoWrap>,
          },
          {
            id: 'sent',
            header: t('invoice.sent'),
            cell: (i) => [format.date(i.sentDate), i.sentTo].filter(Boolean).join(' · '),
          },
          { id: 'dueDate', header: t('invoice.due'), cell: (i) => <NoWrap>{format.date(i.dueDate)}</NoWrap> },
          {
            id: 'aging',
            header: t('invoice.aging'),
            align: 'end',
            cell: (i) => t('invoice.days', { days: i.aging }),
          },
          { id: 'amount', header: t('invoice.amount'), align: 'end', cell: (i) => money(i.amount) },
          {
            id: 'openBalance',
            header: t('invoice.openBalance'),
            align: 'end',
            cell: (i) =>
              i.openBalance && i.openBalance.value > 0 ? (
                <Badge $color="light-warning">{money(i.openBalance)}</Badge>
              ) : (
                money(i.openBalance)
              ),
          },
        ]}
      />
    </Section>
  )
}

export function VehicleVinSection({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('cargoloop')
  const v = vehicle.vin
  return (
    <Section title={t('view.vinDecode')} id="vin">
      <DetailFields
        items={[
          { label: t('vin.description'), value: v?.description },
          { label: t('vin.manufacturer'), value: v?.manufacturer },
          { label: t('vin.class'), value: v?.class },
          { label: t('vin.bodyTrim'), value: v?.bodyTrim },
          { label: t('vin.engine'), value: v?.engine },
          { label: t('vin.engineCode'), value: v?.engineCode },
          { label: t('vin.useType'), value: v?.useType },
          { label: t('vin.assyPlant'), value: v?.assyPlant },
          {
            label: t('vin.curbWeight'),
            value: v?.curbWeight ? t('vin.weight', { weight: v.curbWeight }) : '',
          },
        ]}
      />
    </Section>
  )
}

export function VehiclePurchaseSection({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('cargoloop')
  const format = useFormatters()
  const money = useMoney()
  const p = vehicle.purchase
  return (
    <Section title={t('view.purchase')} id="purchase">
      <DetailFields
        items={[
          { label: t('vehicle.purchased'), value: format.date(p?.purchaseDate ?? null) },
          { label: t('view.paymentDate'), value: format.date(p?.paymentDate ?? null) },
          { label: t('view.paymentType'), value: p?.paymentType },
          { label: t('view.purchasePrice'), value: money(p?.purchasePrice) },
        ]}
      />
    </Section>
  )
}

/** The vehicle's journey in date order: purchase, dispatch, delivery to the terminal, shipping, arrival. */
export function VehicleTimelineSection({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('cargoloop')
  const format = useFormatters()
  const dispatch = vehicle.dispatch
  return (
    <Section title={t('view.dispatch')} id="dispatch">
      <DetailFields items={[{ label: t('vehicle.terminal'), value: dispatch?.terminal }]} />
      <Subheading>{t('view.timeline')}</Subheading>
      <Timeline
        label={t('view.timeline')}
        formatDate={(date) => format.date(date)}
        pendingText={t('timeline.pending')}
        events={[
          { id: 'purchased', label: t('timeline.purchased'), date: vehicle.purchase?.purchaseDate ?? null },
          { id: 'paid', label: t('timeline.paid'), date: vehicle.purchase?.paymentDate ?? null },
          { id: 'dispatched', label: t('timeline.dispatched'), date: dispatch?.dispatchedDate ?? null },
          {
            id: 'promisedPickup',
            label: t('timeline.promisedPickup'),
            date: dispatch?.promisedPickupDate ?? null,
          },
          {
            id: 'promisedDelivery',
            label: t('timeline.promisedDelivery'),
            date: dispatch?.promisedDelDate ?? null,
          },
          { id: 'delivered', label: t('timeline.delivered'), date: dispatch?.actualDeliveryDate ?? null },
          { id: 'shipped', label: t('timeline.shipped'), date: vehicle.container?.shippedDate ?? null },
          { id: 'arrived', label: t('timeline.arrived'), date: vehicle.container?.arrivalDate ?? null },
        ]}
      />
    </Section>
  )
}

export function VehicleShippingSection({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('cargoloop')
  const format = useFormatters()
  const c = vehicle.container
  return (
    <Section title={t('view.shipping')} id="shipping">
      <DetailFields
        items={[
          { label: t('view.portOfDischarge'), value: vehicle.shipment?.portOfDischarge },
          { label: t('view.placeOfDelivery'), value: vehicle.shipment?.placeOfDelivery },
          { label: t('vehicle.container'), value: c?.id ? <ContainerOfVehicle containerNo={c.id} /> : '' },
          { label: t('view.booking'), value: c?.bookingNumber },
          { label: t('view.shippingLine'), value: c?.shippingLine },
          { label: t('view.equipment'), value: c?.equipment },
          { label: t('view.shippedDate'), value: format.date(c?.shippedDate ?? null) },
          { label: t('view.arrivalDate'), value: format.date(c?.arrivalDate ?? null) },
        ]}
      />
    </Section>
  )
}

export function ContactSection({
  id,
  title,
  contact,
}: {
  id: string
  title: string
  contact: VehicleContactDetails | null
}) {
  const { t } = useTranslation('cargoloop')
  return (
    <Section title={title} id={id}>
      <DetailFields
        items={[
          { label: t('contact.name'), value: contact?.name },
          { label: t('contact.address'), value: contact?.address },
          { label: t('contact.phone'), value: contact?.phone ? <Ltr>{contact.phone}</Ltr> : '' },
          {
            label: t('contact.email'),
            value: contact?.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : '',
          },
        ]}
      />
    </Section>
  )
}

const INSTRUCTION_FLAGS = [
  'holdPayment',
  'holdLoading',
  'consolidateShipment',
  'trashRemoval',
  'marineInsurance',
] as const

export function VehicleInstructionsSection({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('cargoloop')
  const money = useMoney()
  const instructions = vehicle.instructions
  const flags = INSTRUCTION_FLAGS.filter((flag) => instructions?.[flag])
  const fees = vehicle.fees
  return (
    <Section title={t('view.instructions')} id="instructions">
      <DetailFields
        items={[
          { label: t('view.customerNotes'), value: instructions?.customerNotes },
          { label: t('fees.lateTitle'), value: money(fees?.lateTitleFees) },
          { label: t('fees.terminalStorage'), value: money(fees?.terminalStorageFees) },
          { label: t('fees.extra'), value: fees?.extraFees },
        ]}
      />
      <Flags aria-label={t('view.instructionFlags')}>
        {flags.length === 0 ? (
          <li>{t('view.noInstructionFlags')}</li>
        ) : (
          flags.map((flag) => (
            <li key={flag}>
              <Badge $color={flag.startsWith('hold') ? 'light-danger' : 'light-info'}>
                {t(`flags.${flag}`)}
              </Badge>
            </li>
          ))
        )}
      </Flags>
    </Section>
  )
}

export function VehicleNotificationsSection({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('cargoloop')
  const format = useFormatters()
  return (
    <Section title={t('view.notifications')} id="notifications">
      <DataTable
        caption={t('view.notifications')}
        rows={vehicle.emailNotifications}
        rowKey={(n) => `${n.emailType}-${n.date?.toISOString() ?? ''}-${n.sentTo}`}
        empty={t('view.noNotifications')}
        columns={[
          { id: 'date', header: t('notification.date'), cell: (n) => <NoWrap>{format.date(n.date)}</NoWrap> },
          { id: 'type', header: t('notification.type'), cell: (n) => n.emailType },
          { id: 'sentTo', header: t('notification.sentTo'), cell: (n) => n.sentTo },
          { id: 'sentBy', header: t('notification.sentBy'), cell: (n) => n.sentBy },
        ]}
      />
    </Section>
  )
}

const fileName = (url: string) => decodeURIComponent(url.slice(url.lastIndexOf('/') + 1))

/** Documents by kind, each a link that opens the file in a new tab. */
export function DocumentsSection({
  documents,
  groupLabel,
}: {
  documents: Record<string, string[]>
  groupLabel: (group: string) => string
}) {
  const { t } = useTranslation('cargoloop')
  const entries = Object.entries(documents).flatMap(([group, urls]) => urls.map((url) => ({ group, url })))
  return (
    <Section title={t('view.documents')} id="documents">
      {entries.length === 0 ? (
        <p>{t('view.noDocuments')}</p>
      ) : (
        <Files>
          {entries.map(({ group, url }) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                {groupLabel(group)}: {fileName(url)}
              </a>
            </li>
          ))}
        </Files>
      )}
    </Section>
  )
}
