import { useEffect } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CUSTOMER_TYPE_INDIVIDUAL } from '../../../domain/customers'
import { TEXT_LIMITS } from '../../../domain/text'
import { FieldGrid } from '../../kit/form/FormView'
import { SelectField, TextField } from '../../kit/form/fields'
import { LineItemsEditor } from '../../kit/form/LineItemsEditor'
import { CUSTOMER_STATUSES, CUSTOMER_TYPES, type CustomerFormValues } from './customer-form-values'
import { useBuyers } from './use-buyers'
import { useCountries } from './use-country-names'

/**
 * The customer form's fields, inside the form's context. Choosing the type individual empties the company
 * name and disables it (spec §5: an individual has no company name).
 */
export function CustomerFields() {
  const { t } = useTranslation('customers')
  const { control, setValue, getValues } = useFormContext<CustomerFormValues>()
  const type = useWatch({ control, name: 'type' })
  const individual = type === CUSTOMER_TYPE_INDIVIDUAL
  useEffect(() => {
    if (individual && getValues('companyDisplayName'))
      setValue('companyDisplayName', '', { shouldDirty: true, shouldValidate: true })
  }, [individual, getValues, setValue])
  const { countries } = useCountries()
  const buyers = useBuyers()
  const countryOptions = countries.map((c) => ({ value: c.name, label: c.displayName }))
  const buyerOptions = buyers.map((b) => ({ value: b.name, label: b.displayName }))
  return (
    <>
      <FieldGrid $columns={3}>
        {(['firstName', 'middleName', 'lastName'] as const).map((name) => (
          <TextField<CustomerFormValues>
            key={name}
            name={name}
            label={t(`fields.${name}`)}
            autoComplete="off"
            maxLength={TEXT_LIMITS.personName}
          />
        ))}
      </FieldGrid>
      <FieldGrid $columns={2}>
        <SelectField<CustomerFormValues>
          name="type"
          label={t('fields.type')}
          required
          options={CUSTOMER_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        />
        <TextField<CustomerFormValues>
          name="companyDisplayName"
          label={t('fields.company')}
          required={!individual}
          disabled={individual}
          maxLength={TEXT_LIMITS.companyName}
          hint={individual ? <small>{t('fields.companyIndividualHint')}</small> : undefined}
        />
        {/* Mounted again once the options arrive, so the select shows the value the form holds. */}
        <SelectField<CustomerFormValues>
          key={`countries-${countryOptions.length}`}
          name="countryName"
          label={t('fields.country')}
          placeholder={t('fields.noCountry')}
          options={countryOptions}
        />
        <SelectField<CustomerFormValues>
          name="status"
          label={t('fields.status')}
          options={CUSTOMER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        />
        <TextField<CustomerFormValues>
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="off"
        />
        <TextField<CustomerFormValues>
          name="phone"
          type="tel"
          label={t('fields.phone')}
          autoComplete="off"
          maxLength={TEXT_LIMITS.phone}
        />
        <TextField<CustomerFormValues>
          name="externalId"
          label={t('fields.externalId')}
          autoComplete="off"
          maxLength={TEXT_LIMITS.externalId}
        />
      </FieldGrid>
      <LineItemsEditor<CustomerFormValues>
        name="buyers"
        legend={t('fields.buyers')}
        addLabel={t('fields.addBuyer')}
        emptyText={t('fields.noBuyers')}
        reorder={false}
        newRow={() => ({ buyer: '' })}
        rowLabel={(index) => t('fields.buyerRow', { index: index + 1 })}
        columns="1fr"
        renderRow={(index) => (
          <SelectField<CustomerFormValues>
            key={`buyers-${buyerOptions.length}`}
            name={`buyers.${index}.buyer`}
            label={t('fields.buyerRow', { index: index + 1 })}
            hideLabel
            placeholder={t('fields.chooseBuyer')}
            options={buyerOptions}
          />
        )}
      />
    </>
  )
}
