import { useTranslation } from 'react-i18next'
import { Button } from '../../components/Button'
import { useFormatters } from '../../i18n/format'
import { LiveNotice } from '../live/LiveNotice'
import type { ChangeNoticeControl } from './use-change-notice'

/**
 * Tells the person at once that the record under the form was saved (or deleted) by someone else: who, when,
 * which fields; with Load the new values and Keep editing. A polite live region, so it is announced.
 */
export function ChangeNotice({ control }: { control: ChangeNoticeControl }) {
  const { t, i18n } = useTranslation()
  const format = useFormatters()
  const { notice } = control
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' })
  return (
    <LiveNotice>
      {notice && (
        <>
          <span>
            {t(notice.kind === 'deleted' ? 'kit.live.formDeleted' : 'kit.live.formChanged', {
              actor: notice.actor || t('kit.live.someone'),
              time: format.dateTime(notice.at),
            })}
            {notice.fields.length > 0 &&
              ` ${t('kit.live.changedFields', { fields: list.format(notice.fields) })}`}
          </span>
          {notice.kind !== 'deleted' && (
            <Button type="button" $variant="solid" $color="primary" onClick={control.loadNew}>
              {t('kit.live.loadNew')}
            </Button>
          )}
          <Button type="button" $variant="outline" $color="secondary" onClick={control.keepEditing}>
            {t('kit.live.keepEditing')}
          </Button>
        </>
      )}
    </LiveNotice>
  )
}
