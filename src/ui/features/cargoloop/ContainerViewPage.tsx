import { Link } from 'wouter'
import { useTranslation } from 'react-i18next'
import { formatUnitValue } from '../../../domain/money'
import type { ShipmentUnit } from '../../../domain/shipments'
import type { ScreenProps } from '../../kit/lazy-screen'
import { Badge } from '../../components/Badge'
import { useFormatters } from '../../i18n/format'
import { DetailFields, DetailView, Section } from '../../kit/detail/DetailView'
import { PhotoGallery } from '../../kit/detail/PhotoGallery'
import { useRecordController } from '../../kit/detail/use-detail-controller'
import { CONTAINER_RECORD } from './cargoloop-routes'
import { DataTable } from '../../kit/list/DataTable'
import { SectionPair } from './vehicle-sections'
import { idOf } from '../../../domain/names'

/** One container: its voyage data, consignee, discount, photos and the vehicles loaded in it. */
export default function ContainerViewPage({ params }: ScreenProps) {
  const { t } = useTranslation('cargoloop')
  const format = useFormatters()
  const controller = useRecordController(CONTAINER_RECORD, params)
  const groupLabel = (group: string) => t(`groups.${group}`, { defaultValue: group.replace(/_/g, ' ') })
  const day = (date: Date | null | undefined) => format.date(date ?? null)

  return (
    <DetailView
      controller={controller}
      backHref="/cargoloop/containers"
      title={(s) => t('container.title', { number: s.container?.containerNo || `#${s.id}` })}
      badges={(s) => (
        <>
          {s.isArchive && <Badge $color="light-secondary">{t('view.archived')}</Badge>}
          {s.needDiscount && <Badge $color="light-warning">{t('container.needsDiscount')}</Badge>}
          <Badge $color="light-info">{t('container.unitCount', { units: s.units.length })}</Badge>
        </>
      )}
    >
      {(s) => {
        const c = s.container
        return (
          <>
            <Section title={t('container.voyage')} id="voyage">
              <DetailFields
                items={[
                  { label: t('container.number'), value: c?.containerNo },
                  { label: t('container.booking'), value: c?.bookingNo },
                  { label: t('container.shippingLine'), value: c?.shippingLine },
                  { label: t('container.equipment'), value: c?.equipment },
                  { label: t('container.seal'), value: c?.sealNumber },
                  { label: t('container.aesItn'), value: c?.aesitn },
                  { label: t('container.preCarriage'), value: c?.preCarriage },
                  { label: t('container.placeOfReceipt'), value: c?.placeOfReceipt },
                  { label: t('container.loadingPort'), value: c?.loadingPort },
                  { label: t('container.pierTerminal'), value: c?.pierTerminal },
                  { label: t('container.portOfDischarge'), value: c?.portOfDischarge },
                  { label: t('container.cutOff'), value: day(c?.cutOff) },
                  { label: t('container.departure'), value: day(c?.departure) },
                  { label: t('container.arrival'), value: day(c?.arrival) },
                ]}
              />
            </Section>
            <SectionPair>
              <Section title={t('container.consignee')} id="consignee">
                <DetailFields
                  items={[
                    { label: t('contact.name'), value: s.consignee?.displayName },
                    {
                      label: t('view.customer'),
                      value: s.consigneeCustomerName ? (
                        <Link href={`/customers/${idOf(s.consigneeCustomerName)}/view`}>
                          {idOf(s.consigneeCustomerName)}
                        </Link>
                      ) : (
                        ''
                      ),
                    },
                    { label: t('contact.address'), value: s.consignee?.address },
                    { label: t('contact.phone'), value: s.consignee?.phone },
                    { label: t('contact.email'), value: s.consignee?.email },
                  ]}
                />
              </Section>
              <Section title={t('container.discount')} id="discount">
                <DetailFields
                  items={[
                    { label: t('container.needDiscount'), value: s.needDiscount ? t('yes') : t('no') },
                    {
                      label: t('container.discountAmount'),
                      value: s.discountAmount ? format.money(s.discountAmount) : '',
                    },
                  ]}
                />
              </Section>
            </SectionPair>
            <Section title={t('container.units')} id="units">
              <DataTable<ShipmentUnit>
                caption={t('container.units')}
                rows={s.units}
                rowKey={(u) => u.name}
                empty={t('container.noUnits')}
                columns={[
                  {
                    id: 'lot',
                    header: t('vehicle.lot'),
                    cell: (u) => (
                      <Link
                        href={`/cargoloop/vehicles?search=${encodeURIComponent(u.vin || u.lotNumber)}`}
                        aria-label={t('container.openVehicle', { lot: u.lotNumber || u.vin })}
                      >
                        {u.lotNumber || u.vin}
                      </Link>
                    ),
                  },
                  { id: 'vin', header: t('vehicle.vin'), cell: (u) => <span dir="ltr">{u.vin}</span> },
                  { id: 'description', header: t('vehicle.description'), cell: (u) => u.description },
                  {
                    id: 'weight',
                    header: t('container.weight'),
                    align: 'end',
                    cell: (u) => (u.weight ? formatUnitValue(u.weight, format.locale) : ''),
                  },
                  {
                    id: 'order',
                    header: t('vehicle.order'),
                    cell: (u) =>
                      u.orderName ? (
                        <Link href={`/orders/${idOf(u.orderName)}/view`}>
                          {t('vehicle.orderNumber', { id: idOf(u.orderName) })}
                        </Link>
                      ) : (
                        ''
                      ),
                  },
                  {
                    id: 'customer',
                    header: t('view.customer'),
                    cell: (u) =>
                      u.customerName ? (
                        <Link href={`/customers/${idOf(u.customerName)}/view`}>{idOf(u.customerName)}</Link>
                      ) : (
                        ''
                      ),
                  },
                ]}
              />
            </Section>
            <Section title={t('view.photos')} id="photos">
              <PhotoGallery
                photos={s.photos}
                label={t('view.photos')}
                groupLabel={groupLabel}
                empty={t('view.noPhotos')}
              />
            </Section>
          </>
        )
      }}
    </DetailView>
  )
}
