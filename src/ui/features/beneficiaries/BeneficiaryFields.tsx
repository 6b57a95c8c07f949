import { useTranslation } from 'react-i18next'
import { FieldGrid } from '../../kit/form/FormView'
import { CheckboxField, SelectField, TextField } from '../../kit/form/fields'
import type { BeneficiaryFormValues } from './beneficiary-form-values'

type Country = { name: string; displayName: string }

/** The beneficiary form's fields, inside the form's context: names, bank details, codes, active. */
export function BeneficiaryFields({ countries }: { countries: readonly Country[] }) {
  const { t } = useTranslation('beneficiaries')
  const countryOptions = countries.map((c) => ({ value: c.name, label: c.displayName }))
  return (
    <>
      <FieldGrid $columns={2}>
        <TextField<BeneficiaryFormValues>
          name="displayName"
          label={t('fields.displayName')}
          required
          autoComplete="off"
        />
        <TextField<BeneficiaryFormValues>
          name="bankDisplayName"
          label={t('fields.bank')}
          autoComplete="off"
        />
        <TextField<BeneficiaryFormValues>
          name="bankPayeeDisplayName"
          label={t('fields.payee')}
          autoComplete="off"
        />
        <TextField<BeneficiaryFormValues>
          name="bankPayeeAddressDisplayName"
          label={t('fields.address')}
          autoComplete="off"
        />
        {/* Mounted again once the options arrive, so the select shows the value the form holds. */}
        <SelectField<BeneficiaryFormValues>
          key={`countries-${countryOptions.length}`}
          name="countryCode"
          label={t('fields.country')}
          placeholder={t('fields.noCountry')}
          options={countryOptions}
        />
        <TextField<BeneficiaryFormValues>
          name="bankPayeeAccountDisplayName"
          label={t('fields.account')}
          autoComplete="off"
        />
        <TextField<BeneficiaryFormValues>
          name="swift"
          label={t('fields.swift')}
          autoComplete="off"
          hint={<small>{t('fields.swiftHint')}</small>}
        />
        <TextField<BeneficiaryFormValues>
          name="bankRoutingNumber"
          label={t('fields.routingNumber')}
          autoComplete="off"
          hint={<small>{t('fields.routingNumberHint')}</small>}
        />
      </FieldGrid>
      <TextField<BeneficiaryFormValues>
        name="additionalRequisites"
        label={t('fields.additionalRequisites')}
        multiline
      />
      <CheckboxField<BeneficiaryFormValues> name="isActive" label={t('fields.isActive')} />
    </>
  )
}
