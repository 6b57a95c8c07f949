import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type * as z from 'zod/mini'
import type { AccountSettings } from '../../../../domain/apps/account-settings'
import { intlLocaleTag } from '../../../../domain/money'
import { DateField } from '../../../kit/form/DateField'
import { FieldGrid } from '../../../kit/form/FormView'
import { SectionForm } from '../../../kit/form/SectionForm'
import { SelectField, TextField } from '../../../kit/form/fields'
import { COUNTRY_CODES, infoSchema } from './account-settings-forms'
import type { AccountSettingsController } from './use-account-settings'
import { useSectionForm } from './use-section-form'

type InfoValues = z.infer<typeof infoSchema>

/**
 * The Info tab (bio, birth date, country, website, phone): a module of its own, loaded when the tab is first shown
 * or once the page has painted, because its birth date brings React Aria's date picker (34 kB) that the other tabs
 * do not need (issue 31's budgets).
 */
export function InfoTab({ controller }: { controller: AccountSettingsController }) {
  const { t, i18n } = useTranslation('settings')
  const settings = controller.settings as AccountSettings
  const form = useSectionForm(controller, 'info', infoSchema, t('saved.info'))
  const countries = useMemo(() => {
    const english = new Intl.DisplayNames(['en'], { type: 'region' })
    const local = new Intl.DisplayNames([intlLocaleTag(i18n.language)], { type: 'region' })
    const options = COUNTRY_CODES.map((code) => ({
      value: english.of(code) ?? code,
      label: local.of(code) ?? code,
    }))
    const current = settings.info.country
    if (current && !options.some((option) => option.value === current))
      options.push({ value: current, label: current })
    return options.sort((a, b) => a.label.localeCompare(b.label, intlLocaleTag(i18n.language)))
  }, [i18n.language, settings.info.country])
  return (
    <SectionForm controller={form} title={t('tabs.info')} submitLabel={t('saveChanges')}>
      <FieldGrid $columns={1}>
        <TextField<InfoValues> name="bio" label={t('fields.bio')} multiline />
      </FieldGrid>
      <FieldGrid>
        <DateField<InfoValues> name="dob" label={t('fields.dob')} />
        <SelectField<InfoValues>
          name="country"
          label={t('fields.country')}
          options={countries}
          placeholder={t('fields.noCountry')}
        />
        <TextField<InfoValues> name="website" type="url" label={t('fields.website')} autoComplete="url" />
        <TextField<InfoValues> name="phone" type="tel" label={t('fields.phone')} autoComplete="tel" />
      </FieldGrid>
    </SectionForm>
  )
}
