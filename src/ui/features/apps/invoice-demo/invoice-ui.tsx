import { useMemo, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import CircleCheckIcon from 'lucide-react/icons/circle-check'
import CircleArrowDownIcon from 'lucide-react/icons/circle-arrow-down'
import SendIcon from 'lucide-react/icons/send'
import SaveIcon from 'lucide-react/icons/save'
import ChartPieIcon from 'lucide-react/icons/chart-pie'
import InfoIcon from 'lucide-react/icons/info'
import {
  dayToDate,
  initials,
  statusKey,
  type Invoice,
  type InvoiceClient,
} from '../../../../domain/apps/invoice'
import { formatDisplayDate } from '../../../../domain/dates'
import { formatMoney, usd } from '../../../../domain/money'
import { badgeColors, type ThemeColor } from '../../../theme/theme'

/** Where the app's pages are. */
export const INVOICE_PATHS = {
  list: '/apps/invoice/list',
  add: '/apps/invoice/add',
  preview: (id: number) => `/apps/invoice/preview/${id}`,
  edit: (id: number) => `/apps/invoice/edit/${id}`,
}

/** Money in cents and days `YYYY-MM-DD` in the reader's language; a status in words. */
export function useInvoiceFormat() {
  const { t, i18n } = useTranslation('invoiceApp')
  const locale = i18n.language
  return useMemo(
    () => ({
      locale,
      money: (cents: number) => formatMoney(usd(cents), locale),
      day: (day: string) => formatDisplayDate(dayToDate(day), locale) || day,
      status: (status: string) => t(`status.${statusKey(status)}`, { defaultValue: status }),
    }),
    [t, locale],
  )
}

/** Each status's icon and colour (as Vuexy's invoice list shows them). */
const STATUS_LOOKS: Record<string, { icon: ComponentType<{ size?: number }>; color: ThemeColor }> = {
  Paid: { icon: CircleCheckIcon, color: 'success' },
  Downloaded: { icon: CircleArrowDownIcon, color: 'info' },
  Sent: { icon: SendIcon, color: 'secondary' },
  Draft: { icon: SaveIcon, color: 'primary' },
  'Partial Payment': { icon: ChartPieIcon, color: 'warning' },
  'Past Due': { icon: InfoIcon, color: 'danger' },
}
export const statusColor = (status: string): ThemeColor => STATUS_LOOKS[status]?.color ?? 'secondary'

const Round = styled.span<{ $color: ThemeColor }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${({ theme, $color }) => badgeColors(theme, `light-${$color}`).background};
  color: ${({ theme, $color }) => badgeColors(theme, `light-${$color}`).color};
  flex-shrink: 0;
`

/** The status as a coloured icon, named (and shown on hover) with the status, balance and due date. */
export function StatusIcon({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoiceApp')
  const format = useInvoiceFormat()
  const look = STATUS_LOOKS[invoice.invoiceStatus] ?? STATUS_LOOKS.Sent!
  const Icon = look.icon
  const label = t('list.statusTip', {
    status: format.status(invoice.invoiceStatus),
    balance: format.money(invoice.balance),
    due: format.day(invoice.dueDate),
  })
  return (
    <Round $color={look.color} role="img" aria-label={label} title={label}>
      <Icon size={16} />
    </Round>
  )
}

const Face = styled.span<{ $color: ThemeColor }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.2rem;
  height: 2.2rem;
  border-radius: 50%;
  flex-shrink: 0;
  overflow: hidden;
  font-size: 0.85rem;
  font-weight: 600;
  background: ${({ theme, $color }) => badgeColors(theme, `light-${$color}`).background};
  color: ${({ theme, $color }) => badgeColors(theme, `light-${$color}`).color};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`
const FACE_COLORS: ThemeColor[] = ['primary', 'success', 'danger', 'warning', 'info', 'secondary']

/** The client's picture, or their initials in a colour of their name. */
export function ClientAvatar({ client, avatar }: { client: InvoiceClient; avatar: string }) {
  const color =
    FACE_COLORS[[...client.name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % FACE_COLORS.length]!
  return (
    <Face $color={color} aria-hidden="true">
      {avatar ? <img src={avatar} alt="" /> : initials(client.name)}
    </Face>
  )
}

const Person = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.75rem;
  min-width: 0;
  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  strong {
    color: ${({ theme }) => theme.skin.heading};
    font-weight: 600;
    white-space: nowrap;
  }
  small {
    color: ${({ theme }) => theme.skin.muted};
    white-space: nowrap;
  }
`

/** The client cell of the list: picture, name and e-mail. */
export function ClientCell({ invoice }: { invoice: Invoice }) {
  return (
    <Person>
      <ClientAvatar client={invoice.client} avatar={invoice.avatar} />
      <span>
        <strong>{invoice.client.name}</strong>
        <small>{invoice.client.companyEmail}</small>
      </span>
    </Person>
  )
}

const NoWrap = styled.time`
  white-space: nowrap;
`

/** A day as text (`19-Aug-24`), kept left to right in a right-to-left page. */
export function Day({ day }: { day: string }) {
  const format = useInvoiceFormat()
  return (
    <NoWrap dateTime={day} dir="ltr">
      {format.day(day)}
    </NoWrap>
  )
}
