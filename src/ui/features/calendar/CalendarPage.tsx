import { useCallback, useEffect, useMemo, useState } from 'react'
import styled, { useTheme } from 'styled-components'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { toast } from 'sonner'
import PlusIcon from 'lucide-react/icons/plus'
import FullCalendar from '@fullcalendar/react'
import type { DatesSetInfo, EventClickInfo, EventDropInfo, EventInput } from '@fullcalendar/react'
import dayGridPlugin from '@fullcalendar/react/daygrid'
import timeGridPlugin from '@fullcalendar/react/timegrid'
import listPlugin from '@fullcalendar/react/list'
import interactionPlugin from '@fullcalendar/react/interaction'
import classicTheme from '@fullcalendar/react/themes/classic'
import ruLocale from '@fullcalendar/react/locales/ru'
import hyLocale from '@fullcalendar/react/locales/hy-am'
import '@fullcalendar/react/skeleton.css'
import '@fullcalendar/react/themes/classic/theme.css'
import '@fullcalendar/react/themes/classic/palette.css'
import {
  BACK_OFFICE_LAYERS,
  CALENDAR_CATEGORIES,
  type BackOfficeLayer,
  type CalendarCategory,
  type CalendarEvent,
} from '../../../domain/apps/calendar'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { Button } from '../../components/Button'
import { useBackOfficeEntries } from './use-back-office-entries'
import type { EventPanelState } from './EventPanel'
import { shownOnDemand } from '../../kit/shown-on-demand'

// The event form (its form, schema and date libraries, and the rich-text editor) loads when an event is opened
// or added, not before the calendar paints (issue 31).
const EventPanel = shownOnDemand(() => import('./EventPanel').then(({ EventPanel }) => EventPanel))

/** Event colours: the template's hues, deep enough for white titles to reach 4.5:1 (WCAG AA). */
export const CATEGORY_COLORS: Record<CalendarCategory, string> = {
  Business: '#6d62e4',
  Holiday: '#1e7b46',
  Personal: '#c9383a',
  ETC: '#00788a',
  Family: '#a85d16',
}
const LAYER_COLORS: Record<BackOfficeLayer, string> = {
  invoiceDue: '#4b4b4b',
  payment: '#1b7a51',
  containerDeparture: '#3a6ea5',
  containerArrival: '#2d5f8a',
  vehicleDelivery: '#8a5a2d',
}
const LOCALES = { ru: ruLocale, am: hyLocale } as const

const Layout = styled.div`
  display: grid;
  grid-template-columns: 15rem minmax(0, 1fr);
  gap: 1.5rem;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`
const Card = styled.section`
  background: ${({ theme }) => theme.skin.card};
  border-radius: 0.428rem;
  box-shadow: 0 4px 24px 0 rgb(34 41 47 / 10%);
  padding: 1.25rem;
  color: ${({ theme }) => theme.skin.text};
`
const Filters = styled.fieldset`
  border: 0;
  margin: 1.25rem 0 0;
  padding: 0;
  legend {
    font-weight: 600;
    color: ${({ theme }) => theme.skin.heading};
    margin-bottom: 0.5rem;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.3rem 0;
    cursor: pointer;
  }
  i {
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 50%;
    flex: none;
  }
`
const CalendarBox = styled(Card)`
  /* Doubled class: FullCalendar's palette.css sets the same variables on [data-color-scheme=dark] with the same
     specificity, and its stylesheet can come after ours (a page loaded in the dark skin showed its #4b5563 day
     numbers on #030712, 2.7:1). */
  && {
    --fc-classic-primary: ${({ theme }) => theme.colors.primary.fill};
    --fc-classic-button: ${({ theme }) => theme.colors.primary.fill};
    --fc-classic-button-border: ${({ theme }) => theme.colors.primary.fill};
    --fc-classic-background: ${({ theme }) => theme.skin.card};
    --fc-classic-foreground: ${({ theme }) => theme.skin.text};
    /* Other months' day numbers and secondary text: the skin's muted text, which reaches 4.5:1 on the card. */
    --fc-classic-muted-foreground: ${({ theme }) => theme.skin.muted};
    --fc-classic-faint-foreground: ${({ theme }) => theme.skin.muted};
    --fc-classic-border: ${({ theme }) => theme.skin.border};
  }
  a {
    color: inherit;
  }
`

/** The categories shown, kept as the template does: all ticked at first, "View all" ticks or clears them all. */
function useCategories() {
  const [shown, setShown] = useState<readonly CalendarCategory[]>(CALENDAR_CATEGORIES)
  const toggle = (category: CalendarCategory) =>
    setShown((current) =>
      current.includes(category)
        ? current.filter((c) => c !== category)
        : CALENDAR_CATEGORIES.filter((c) => c === category || current.includes(c)),
    )
  const all = shown.length === CALENDAR_CATEGORIES.length
  return { shown, toggle, all, setAll: (on: boolean) => setShown(on ? CALENDAR_CATEGORIES : []) }
}

/**
 * `/calendar`: the template calendar's events (month, week, day and list views; categories as filters; add by a
 * day or the button, edit in a side panel, drag and resize to move, delete) and, beside them, the back office's
 * dates as read-only layers that open their records.
 */
export default function CalendarPage() {
  const { t, i18n } = useTranslation('calendar')
  const theme = useTheme()
  const [, navigate] = useLocation()
  // `?date=2026-11-10` opens the calendar on that day's month (a link from a record's date).
  const asked = new URLSearchParams(useSearch()).get('date') ?? ''
  const initialDate = /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : undefined
  const port = resolvePort(PORTS.calendar)
  const categories = useCategories()
  const [layers, setLayers] = useState<readonly BackOfficeLayer[]>([])
  const [events, setEvents] = useState<CalendarEvent[]>([])
  const [range, setRange] = useState<{ from: Date; to: Date } | null>(null)
  const [panel, setPanel] = useState<EventPanelState | null>(null)
  const entries = useBackOfficeEntries(layers, range)

  const reload = useCallback(async () => {
    try {
      setEvents(await port.listEvents(categories.shown))
    } catch {
      toast.error(t('failed'))
    }
  }, [port, categories.shown, t])
  useEffect(() => void reload(), [reload])

  const move = async ({
    event,
    revert,
  }: EventDropInfo | { event: EventDropInfo['event']; revert: () => void }) => {
    const saved = events.find((e) => String(e.id) === event.id)
    if (!saved || !event.start) return revert()
    try {
      await port.updateEvent({
        ...saved,
        start: event.allDay ? event.startStr.slice(0, 10) : event.start.toISOString(),
        end: event.end
          ? event.allDay
            ? event.endStr.slice(0, 10)
            : event.end.toISOString()
          : event.allDay
            ? event.startStr.slice(0, 10)
            : event.start.toISOString(),
        allDay: event.allDay,
      })
      toast.success(t('done.moved', { title: saved.title }))
      await reload()
    } catch {
      revert()
      toast.error(t('done.notMoved', { title: saved.title }))
    }
  }

  const input = useMemo<EventInput[]>(
    () => [
      ...events.map((event) => ({
        id: String(event.id),
        title: event.title,
        start: event.start,
        end: event.end || undefined,
        allDay: event.allDay,
        color: CATEGORY_COLORS[event.extendedProps.calendar] ?? CATEGORY_COLORS.Business,
        editable: true,
      })),
      ...entries.map((entry) => ({
        id: entry.id,
        title: `${t(`layers.short.${entry.layer}`)}: ${entry.title}`,
        start: entry.day,
        allDay: true,
        color: LAYER_COLORS[entry.layer],
        editable: false,
        extendedProps: { href: entry.href },
      })),
    ],
    [events, entries, t],
  )

  const open = (info: EventClickInfo) => {
    info.jsEvent.preventDefault()
    const href = info.event.extendedProps.href as string | undefined
    if (href) return navigate(href)
    const event = events.find((e) => String(e.id) === info.event.id)
    if (event) setPanel({ event })
  }

  return (
    <Layout>
      <Card aria-label={t('filtersLabel')}>
        <Button type="button" onClick={() => setPanel({ day: new Date() })}>
          <PlusIcon aria-hidden="true" size={16} />
          {t('addEvent')}
        </Button>
        <Filters>
          <legend>{t('categories')}</legend>
          <label>
            <input
              type="checkbox"
              checked={categories.all}
              onChange={(e) => categories.setAll(e.target.checked)}
            />
            {t('viewAll')}
          </label>
          {CALENDAR_CATEGORIES.map((category) => (
            <label key={category}>
              <input
                type="checkbox"
                checked={categories.shown.includes(category)}
                onChange={() => categories.toggle(category)}
              />
              <i style={{ background: CATEGORY_COLORS[category] }} aria-hidden="true" />
              {t(`category.${category}`)}
            </label>
          ))}
        </Filters>
        <Filters>
          <legend>{t('layers.legend')}</legend>
          {BACK_OFFICE_LAYERS.map((layer) => (
            <label key={layer}>
              <input
                type="checkbox"
                checked={layers.includes(layer)}
                onChange={() =>
                  setLayers((current) =>
                    current.includes(layer) ? current.filter((l) => l !== layer) : [...current, layer],
                  )
                }
              />
              <i style={{ background: LAYER_COLORS[layer] }} aria-hidden="true" />
              {t(`layers.${layer}`)}
            </label>
          ))}
        </Filters>
      </Card>
      <CalendarBox aria-label={t('title')} data-color-scheme={theme.skin.dark ? 'dark' : 'light'}>
        <FullCalendar
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicTheme]}
          initialView="dayGridMonth"
          initialDate={initialDate}
          headerToolbar={{
            start: 'prev,next today',
            center: 'title',
            end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
          }}
          locale={i18n.language === 'en' ? 'en' : (LOCALES[i18n.language as keyof typeof LOCALES] ?? 'en')}
          // The Today button's accessible name is its visible text (FullCalendar's hint "This month" is not; WCAG 2.5.3).
          todayText={t('todayButton')}
          todayHint={t('todayButton')}
          direction={document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'}
          events={input}
          editable
          eventResizableFromStart
          dayMaxEvents={4}
          dateClick={(info) =>
            setPanel({ day: info.date, allDay: info.allDay && info.view.type !== 'dayGridMonth' })
          }
          eventClick={open}
          eventDrop={(info) => void move(info)}
          eventResize={(info) => void move(info)}
          datesSet={(info: DatesSetInfo) => setRange({ from: info.start, to: info.end })}
          height="auto"
        />
      </CalendarBox>
      {panel && <EventPanel state={panel} onClose={() => setPanel(null)} onChanged={() => void reload()} />}
    </Layout>
  )
}
