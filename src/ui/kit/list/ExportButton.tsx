import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { useEffect } from 'react'
import DownloadIcon from 'lucide-react/icons/download'
import { formatDay } from '../../../domain/lists'
import { Button } from '../../components/Button'
import type { Column } from './DataTable'
import { useCsvExport } from './use-csv-export'
import { showToast } from '../toast'
import type { ListController } from './use-list-controller'

const Progress = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  progress {
    width: 8rem;
    accent-color: ${({ theme }) => theme.colors.primary.main};
  }
`

/**
 * Exports the list's current query (every page, not only the visible one) as `<name>-<day>.csv`, with the
 * columns that declare a CSV value; shows progress and a Cancel button while it runs.
 */
export function ExportButton<Row extends object>({
  list,
  columns,
  name,
}: {
  list: ListController<Row>
  columns: readonly Column<Row>[]
  name: string
}) {
  const { t } = useTranslation()
  const csv = useCsvExport(list.loadPage)
  useEffect(() => {
    if (csv.error) showToast((toast) => toast.error(t('kit.exportFailed')))
  }, [csv.error, t])
  if (csv.progress) {
    const { done, total } = csv.progress
    return (
      <Progress>
        <progress
          max={Math.max(total, 1)}
          value={done}
          aria-label={t('kit.exporting')}
          aria-valuetext={t('kit.exportProgress', { done, total })}
        />
        <span aria-live="polite">{t('kit.exportProgress', { done, total })}</span>
        <Button type="button" $variant="outline" $color="secondary" onClick={csv.cancel}>
          {t('kit.cancelExport')}
        </Button>
      </Progress>
    )
  }
  const exported = columns.filter((column) => column.csv)
  return (
    <Button
      type="button"
      $variant="outline"
      onClick={() =>
        void csv.start(
          `${name}-${formatDay(new Date())}.csv`,
          exported.map((column) => ({ header: column.header, value: column.csv! })),
        )
      }
    >
      <DownloadIcon aria-hidden="true" size={16} />
      {t('kit.exportCsv')}
    </Button>
  )
}
