import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import {
  queryLocally,
  type FilterValues,
  type ListQuery,
  type LocalListRules,
} from '../../../../domain/lists'
import { Card } from '../../../components/Card'
import type { Column } from '../../../kit/list/DataTable'
import { ListView } from '../../../kit/list/ListView'
import { useListController } from '../../../kit/list/use-list-controller'

type Dependency = (typeof __DEPENDENCY_LICENSES__)[number]

const RULES: LocalListRules<Dependency> = {
  searchTexts: (row) => [row.name, row.license],
  sortKey: (row, column) => (column === 'license' ? row.license : row.name),
}
const toQuery = (query: ListQuery, _filters: FilterValues) => query

/**
 * The license page (the template's `/pages/license`): the terms of this product, and every library it ships
 * with the version built and its licence, read from node_modules when the app is built.
 */
export default function LicensePage() {
  const { t } = useTranslation('uiPages')
  const load = useCallback(
    async (query: ListQuery) => queryLocally(__DEPENDENCY_LICENSES__, query, RULES),
    [],
  )
  const list = useListController({
    id: 'dependency-licenses',
    load,
    toQuery,
    defaults: { sortColumn: 'name', sort: 'asc', perPage: 50 },
    rowId: (row: Dependency) => row.name,
  })
  const columns: Column<Dependency>[] = [
    {
      id: 'name',
      header: t('license.library'),
      cell: (row) => row.name,
      sortable: true,
      alwaysShown: true,
      csv: (row) => row.name,
    },
    { id: 'version', header: t('license.version'), cell: (row) => row.version, csv: (row) => row.version },
    {
      id: 'license',
      header: t('license.license'),
      cell: (row) => row.license,
      sortable: true,
      csv: (row) => row.license,
    },
  ]
  return (
    <>
      <Card aria-labelledby="license-title">
        <h2 id="license-title">{t('license.title')}</h2>
        <p>{t('license.terms')}</p>
        <p>{t('license.thirdParty')}</p>
      </Card>
      <ListView
        list={list}
        title={t('license.librariesTitle')}
        columns={columns}
        searchLabel={t('license.search')}
        empty={t('license.empty')}
        exportName="licenses"
      />
    </>
  )
}
