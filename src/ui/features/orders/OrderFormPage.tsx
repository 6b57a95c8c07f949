import { useMemo, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import styled from 'styled-components'
import { useLocation } from 'wouter'
import { useTranslation } from 'react-i18next'
import {
  KNOWN_ORDER_STATUSES,
  type Order,
  type OrderDiscountType,
  type OrderServiceType,
} from '../../../domain/orders'
import { sortServiceTypes } from '../../../domain/references'
import { PORTS } from '../../../ports/tokens'
import type { ScreenProps } from '../../kit/lazy-screen'
import { useLoad } from '../../kit/use-load'
import { resolvePort } from '../../runtime/use-port'
import { ChoiceOrTextField, MoneyField, ReferenceField, SelectField, TextField } from '../../kit/form/fields'
import { FieldGrid, FormView } from '../../kit/form/FormView'
import { KeyValueEditor } from '../../kit/form/KeyValueEditor'
import { LineItemsEditor } from '../../kit/form/LineItemsEditor'
import { useFormController } from '../../kit/form/use-form-controller'
import { useFormatters } from '../../i18n/format'
import { customerLabel, customerOptions, unorderedVehicleOptions } from '../shared'
import {
  emptyOrderValues,
  formOrderAmount,
  newDiscount,
  newItem,
  newService,
  orderFormValues,
  orderFromValues,
  orderSchema,
  type OrderFormValues,
} from './order-form-values'
import { TEXT_LIMITS } from '../../../domain/text'
import { nameOf } from '../../../domain/names'

const Hint = styled.small`
  color: ${({ theme }) => theme.skin.muted};
`
const Total = styled.p`
  margin: 0 0 1.25rem;
  font-size: 1.05rem;
  font-weight: 600;
  color: ${({ theme }) => theme.skin.heading};
`

async function vehicleLabel(name: string): Promise<string> {
  const vehicle = await resolvePort(PORTS.vehicles).getVehicle(name)
  return vehicle.details?.description || vehicle.name
}

/** The service and discount types the form offers: active ones, plus those the order already uses. */
function useOrderTypes() {
  const serviceTypes = useLoad<OrderServiceType[] | null>(
    () =>
      resolvePort(PORTS.orderServiceTypes)
        .listOrderServiceTypes()
        .then(sortServiceTypes, () => []),
    'service-types',
    null,
  ).value
  const discountTypes = useLoad<OrderDiscountType[]>(
    () => resolvePort(PORTS.orderDiscountTypes).listOrderDiscountTypes(),
    'discount-types',
    [],
  ).value
  return { serviceTypes, discountTypes }
}

/**
 * Creates or edits an order: /orders/-/add, /orders/:id/edit, /cargoloop/vehicles/:id/orders/-/add (a first
 * item on that vehicle) and /customers/:customerId/orders/-/add (that customer chosen). Items, services
 * (required and default types prefilled) and discounts, with the amount shown live by the domain's rule.
 */
export default function OrderFormPage({ params }: ScreenProps) {
  const { t } = useTranslation('orders')
  const port = resolvePort(PORTS.orders)
  const [location] = useLocation()
  // /cargoloop/vehicles/:id/orders/-/add names a vehicle; /orders/:id/edit an order.
  const fromVehicle = Boolean(params.id) && location.startsWith('/cargoloop/')
  const editName = params.id && !fromVehicle ? nameOf('orders', params.id) : undefined
  const vehicleName = fromVehicle ? nameOf('vehicles', params.id ?? '') : ''
  const customerName = params.customerId ? nameOf('customers', params.customerId) : ''
  const [saved, setSaved] = useState<Order>()
  const types = useOrderTypes()

  const load = useMemo(() => {
    if (editName)
      return async () => {
        const order = await port.getOrder(editName)
        setSaved(order)
        return orderFormValues(order)
      }
    return async () => {
      const serviceTypes = await resolvePort(PORTS.orderServiceTypes).listOrderServiceTypes()
      return emptyOrderValues(sortServiceTypes(serviceTypes), { vehicleName, customerName })
    }
  }, [editName, vehicleName, customerName, port])

  const controller = useFormController<OrderFormValues, Order>({
    schema: orderSchema,
    defaults: emptyOrderValues([], { vehicleName, customerName }),
    load,
    loadKey: editName ?? `new:${vehicleName}:${customerName}`,
    record: editName
      ? { name: editName, read: async () => orderFormValues(await port.getOrder(editName)) }
      : undefined,
    entity: 'order',
    save: (values, { requestId }) => {
      const order = orderFromValues(values, saved)
      return saved ? port.updateOrder(saved.name, order) : port.createOrder(order, { requestId })
    },
    redirectTo: (order) => `/orders/${order.id}/view`,
  })

  return (
    <FormView
      controller={controller}
      title={editName ? t('form.editTitle', { id: params.id }) : t('form.addTitle')}
      listNames={{ items: t('form.items'), services: t('form.services'), discounts: t('form.discounts') }}
      cancelHref={
        editName
          ? `/orders/${params.id}/view`
          : fromVehicle
            ? `/cargoloop/vehicles/${params.id}`
            : customerName
              ? `/customers/${params.customerId}/view`
              : '/orders'
      }
    >
      <FieldGrid $columns={2}>
        <ReferenceField<OrderFormValues>
          name="customerName"
          label={t('form.customer')}
          required
          loadOptions={customerOptions}
          labelOf={customerLabel}
        />
        <ChoiceOrTextField<OrderFormValues>
          name="status"
          label={t('form.status')}
          options={KNOWN_ORDER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          otherOption={t('statusChoice.other')}
          otherLabel={t('statusChoice.otherLabel')}
          hint={<Hint>{t('statusChoice.hint')}</Hint>}
        />
      </FieldGrid>
      <OrderTotal />
      <ItemsEditor />
      <ServicesEditor types={types.serviceTypes ?? []} saved={saved} />
      <DiscountsEditor types={types.discountTypes} saved={saved} />
      <FieldGrid $columns={1}>
        <TextField<OrderFormValues>
          name="comment"
          label={t('form.comment')}
          multiline
          maxLength={TEXT_LIMITS.comment}
        />
      </FieldGrid>
    </FormView>
  )
}

function OrderTotal() {
  const { t } = useTranslation('orders')
  const format = useFormatters()
  const { control } = useFormContext<OrderFormValues>()
  const [items, services, discounts] = useWatch({ control, name: ['items', 'services', 'discounts'] })
  const amount = formOrderAmount({ items: items ?? [], services: services ?? [], discounts: discounts ?? [] })
  return (
    <Total role="status" aria-live="polite">
      {t('form.total', { amount: format.money(amount) })}
    </Total>
  )
}

function ItemsEditor() {
  const { t } = useTranslation('orders')
  const { control } = useFormContext<OrderFormValues>()
  const items = useWatch({ control, name: 'items' }) ?? []
  /** The vehicles of the other lines: one vehicle goes in one line. */
  const takenBesides = (index: number) =>
    items.flatMap((item, other) => (other !== index && item.itemName ? [item.itemName] : []))
  return (
    <LineItemsEditor<OrderFormValues>
      name="items"
      legend={t('form.items')}
      newRow={() => newItem()}
      addLabel={t('form.addItem')}
      rowLabel={(index) => t('form.item', { index: index + 1 })}
      emptyText={t('form.noItems')}
      columns="2fr 1fr 2fr"
      renderRow={(index) => (
        <>
          <ReferenceField<OrderFormValues>
            name={`items.${index}.itemName`}
            label={t('form.vehicle', { index: index + 1 })}
            required
            loadOptions={unorderedVehicleOptions}
            labelOf={vehicleLabel}
            excludeIds={takenBesides(index)}
          />
          <MoneyField<OrderFormValues>
            name={`items.${index}.amount`}
            label={t('form.amount', { index: index + 1 })}
            required
          />
          <TextField<OrderFormValues>
            name={`items.${index}.comment`}
            label={t('form.lineComment', { index: index + 1 })}
          />
          <div style={{ gridColumn: '1 / -1' }}>
            <KeyValueEditor<OrderFormValues>
              name={`items.${index}.values`}
              legend={t('form.values', { index: index + 1 })}
            />
          </div>
        </>
      )}
    />
  )
}

function ServicesEditor({ types, saved }: { types: readonly OrderServiceType[]; saved?: Order }) {
  const { t } = useTranslation('orders')
  const { control } = useFormContext<OrderFormValues>()
  const services = useWatch({ control, name: 'services' }) ?? []
  const used = new Set(services.map((service) => service.serviceTypeName))
  const options = types
    .filter((type) => type.isActive || used.has(type.name))
    .map((type) => ({
      value: type.name,
      label: type.groupDisplayName ? `${type.groupDisplayName} · ${type.displayName}` : type.displayName,
    }))
  const typeOf = (name: string) => types.find((type) => type.name === name)
  return (
    <LineItemsEditor<OrderFormValues>
      name="services"
      legend={t('form.services')}
      newRow={() => newService()}
      addLabel={t('form.addService')}
      rowLabel={(index) => t('form.service', { index: index + 1 })}
      emptyText={t('form.noServices')}
      columns="2fr 1fr 2fr"
      renderRow={(index) => {
        const service = services[index]
        const type = service ? typeOf(service.serviceTypeName) : undefined
        const approved = saved?.services.find((s) => s.name === service?.name)?.isApproved
        return (
          <>
            <SelectField<OrderFormValues>
              key={`service-types-${options.length}`}
              name={`services.${index}.serviceTypeName`}
              label={t('form.serviceType', { index: index + 1 })}
              options={options}
              placeholder={t('form.chooseType')}
              required
            />
            <MoneyField<OrderFormValues>
              name={`services.${index}.amount`}
              label={t('form.amount', { index: index + 1 })}
              hint={
                type?.isApprovable ? (
                  <Hint>{approved ? t('form.approved') : t('form.needsApproval')}</Hint>
                ) : undefined
              }
            />
            <TextField<OrderFormValues>
              name={`services.${index}.comment`}
              label={t('form.lineComment', { index: index + 1 })}
            />
          </>
        )
      }}
    />
  )
}

function DiscountsEditor({ types, saved }: { types: readonly OrderDiscountType[]; saved?: Order }) {
  const { t } = useTranslation('orders')
  const { control } = useFormContext<OrderFormValues>()
  const discounts = useWatch({ control, name: 'discounts' }) ?? []
  const used = new Set(discounts.map((discount) => discount.discountTypeName))
  const options = types
    .filter((type) => type.isActive || used.has(type.name))
    .map((type) => ({ value: type.name, label: type.displayName }))
  // A discount may reduce one of the order's saved services (new services have no name until saved).
  const serviceOptions = (saved?.services ?? []).map((service) => ({
    value: service.name,
    label: service.displayName || service.name,
  }))
  return (
    <LineItemsEditor<OrderFormValues>
      name="discounts"
      legend={t('form.discounts')}
      newRow={() => newDiscount()}
      addLabel={t('form.addDiscount')}
      rowLabel={(index) => t('form.discount', { index: index + 1 })}
      emptyText={t('form.noDiscounts')}
      columns="2fr 2fr 1fr"
      renderRow={(index) => (
        <>
          <SelectField<OrderFormValues>
            key={`discount-types-${options.length}`}
            name={`discounts.${index}.discountTypeName`}
            label={t('form.discountType', { index: index + 1 })}
            options={options}
            placeholder={t('form.chooseType')}
            required
          />
          <SelectField<OrderFormValues>
            name={`discounts.${index}.serviceName`}
            label={t('form.discountService', { index: index + 1 })}
            options={serviceOptions}
            placeholder={t('form.wholeOrder')}
          />
          <MoneyField<OrderFormValues>
            name={`discounts.${index}.amount`}
            label={t('form.amount', { index: index + 1 })}
            required
          />
          <TextField<OrderFormValues>
            name={`discounts.${index}.sourceName`}
            label={t('form.source', { index: index + 1 })}
          />
          <TextField<OrderFormValues>
            name={`discounts.${index}.comment`}
            label={t('form.lineComment', { index: index + 1 })}
          />
        </>
      )}
    />
  )
}
