import { useTranslation } from 'react-i18next'
import { displayDescription, isOrdered, type Vehicle } from '../../../domain/vehicles'
import type { ScreenProps } from '../../kit/lazy-screen'
import { useCan } from '../../session/use-can'
import { Badge } from '../../components/Badge'
import { DetailView, Section } from '../../kit/detail/DetailView'
import { PhotoGallery } from '../../kit/detail/PhotoGallery'
import { useRecordController } from '../../kit/detail/use-detail-controller'
import { VEHICLE_RECORD } from './cargoloop-routes'
import { loadVehicleCorrections, VehicleCorrectionsOnDemand } from './vehicle-corrections-on-demand'
import { useHeadStart } from '../../kit/shown-on-demand'
import { VehicleStageBadge } from './vehicle-columns'
import {
  ContactSection,
  DocumentsSection,
  SectionPair,
  VehicleDetailsSection,
  VehicleInstructionsSection,
  VehicleLogSection,
  VehicleNotificationsSection,
  VehicleOrderSection,
  VehiclePurchaseSection,
  VehicleShippingSection,
  VehicleTimelineSection,
  VehicleVinSection,
} from './vehicle-sections'

/** One Cargoloop vehicle: every part of its record, its photos and papers, and its three editable fields. */
export default function VehicleViewPage({ params }: ScreenProps) {
  const { t } = useTranslation('cargoloop')
  const can = useCan()
  const controller = useRecordController(VEHICLE_RECORD, params)
  useHeadStart(loadVehicleCorrections)
  const groupLabel = (group: string) => t(`groups.${group}`, { defaultValue: group.replace(/_/g, ' ') })
  const canAddOrder = (vehicle: Vehicle) => !isOrdered(vehicle) && !vehicle.cancelled && can('add', 'orders')

  return (
    <DetailView
      controller={controller}
      backHref="/cargoloop/vehicles"
      title={(vehicle) => displayDescription(vehicle) || t('view.title', { id: vehicle.id })}
      badges={(vehicle) => (
        <>
          <VehicleStageBadge vehicle={vehicle} cancelledLabel={t('view.cancelled')} />
          {vehicle.isArchive && <Badge $color="light-secondary">{t('view.archived')}</Badge>}
          {vehicle.details?.lotNumber && (
            <Badge $color="light-info">{t('view.lotBadge', { lot: vehicle.details.lotNumber })}</Badge>
          )}
        </>
      )}
      actions={(vehicle) => [
        {
          id: 'createOrder',
          label: t('view.createOrder'),
          href: `/cargoloop/vehicles/${vehicle.id}/orders/-/add`,
          allowed: canAddOrder(vehicle),
        },
      ]}
    >
      {(vehicle) => (
        <>
          <VehicleDetailsSection vehicle={vehicle} />
          <SectionPair>
            <VehicleOrderSection vehicle={vehicle} canAddOrder={canAddOrder(vehicle)} />
            {can('modify', 'cargoloop') ? (
              <VehicleCorrectionsOnDemand vehicle={vehicle} onSaved={() => void controller.reload()} />
            ) : (
              <VehiclePurchaseSection vehicle={vehicle} />
            )}
          </SectionPair>
          <Section title={t('view.photos')} id="photos">
            <PhotoGallery
              photos={vehicle.photos}
              label={t('view.photos')}
              groupLabel={groupLabel}
              empty={t('view.noPhotos')}
            />
          </Section>
          <SectionPair>
            <VehicleTimelineSection vehicle={vehicle} />
            <div>
              {can('modify', 'cargoloop') && <VehiclePurchaseSection vehicle={vehicle} />}
              <VehicleShippingSection vehicle={vehicle} />
            </div>
          </SectionPair>
          <VehicleLogSection vehicle={vehicle} />
          <VehicleVinSection vehicle={vehicle} />
          <SectionPair>
            <ContactSection id="client" title={t('view.clientContact')} contact={vehicle.client} />
            <ContactSection id="consignee" title={t('view.consigneeContact')} contact={vehicle.consignee} />
          </SectionPair>
          <VehicleInstructionsSection vehicle={vehicle} />
          <VehicleNotificationsSection vehicle={vehicle} />
          <DocumentsSection documents={vehicle.documents} groupLabel={groupLabel} />
        </>
      )}
    </DetailView>
  )
}
