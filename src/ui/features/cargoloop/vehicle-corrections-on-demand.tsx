import { useTranslation } from 'react-i18next'
import type { Vehicle } from '../../../domain/vehicles'
import { PageSpinner } from '../../components/PageSpinner'
import { Section } from '../../kit/detail/DetailView'
import { shownOnDemand } from '../../kit/shown-on-demand'

/** The vehicle view asks for the corrections form as it mounts (`useHeadStart`), beside the vehicle's own call. */
export const loadVehicleCorrections = () => import('./VehicleCorrections')

/** The corrections' section, titled, with the spinner in it until the form's code has come. */
function CorrectionsStandIn(_: { vehicle: Vehicle; onSaved: (vehicle: Vehicle) => void }) {
  const { t } = useTranslation('cargoloop')
  return (
    <Section title={t('edit.title')} id="corrections-loading">
      <PageSpinner />
    </Section>
  )
}

/**
 * The vehicle's corrections form, its code (the form kit: React Aria's fields, react-hook-form, the rules, 70 kB
 * gzipped) after the vehicle view's first paint: the page is for reading the record, and the form stands beside the
 * order, not first (issue 31's budgets).
 */
export const VehicleCorrectionsOnDemand = shownOnDemand(
  () => loadVehicleCorrections().then(({ VehicleCorrections }) => VehicleCorrections),
  CorrectionsStandIn,
)
