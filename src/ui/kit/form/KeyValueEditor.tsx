import type { ArrayPath, FieldArray, FieldValues, Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from './fields'
import { LineItemsEditor } from './LineItemsEditor'

/** Free key/value pairs (the spec's valuesMap, parametersMap): rows of key and value, keys distinct. */
export function KeyValueEditor<V extends FieldValues>({
  name,
  legend,
}: {
  name: ArrayPath<V>
  legend: string
}) {
  const { t } = useTranslation()
  return (
    <LineItemsEditor<V>
      name={name}
      legend={legend}
      newRow={() => ({ key: '', value: '' }) as FieldArray<V, ArrayPath<V>>}
      addLabel={t('kit.addPair')}
      rowLabel={(index) => t('kit.pair', { index: index + 1 })}
      reorder={false}
      columns="1fr 2fr"
      emptyText={t('kit.noPairs')}
      renderRow={(index) => (
        <>
          <TextField<V> name={`${name}.${index}.key` as Path<V>} label={t('kit.key', { index: index + 1 })} />
          <TextField<V>
            name={`${name}.${index}.value` as Path<V>}
            label={t('kit.value', { index: index + 1 })}
          />
        </>
      )}
    />
  )
}
