import styled from 'styled-components'

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    padding-inline-start: 1.5rem;
    padding-bottom: 1rem;
    border-inline-start: 2px solid ${({ theme }) => theme.skin.border};
    margin-inline-start: 0.4rem;
  }
  li:last-child {
    border-color: transparent;
    padding-bottom: 0;
  }
  li::before {
    content: '';
    position: absolute;
    inset-inline-start: -0.45rem;
    top: 0.1rem;
    width: 0.8rem;
    height: 0.8rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary.main};
  }
  li[data-pending='true']::before {
    background: ${({ theme }) => theme.skin.card};
    border: 2px solid ${({ theme }) => theme.skin.muted};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.skin.heading};
    font-weight: 600;
  }
  time,
  span {
    color: ${({ theme }) => theme.skin.muted};
    font-size: 0.9rem;
  }
`

export interface TimelineEvent {
  id: string
  label: string
  date: Date | null
}

/**
 * Dated steps of a record's life as an ordered list (screen readers announce it as a list of N items); a step
 * without a date is shown as not reached yet with `pendingText`.
 */
export function Timeline({
  label,
  events,
  formatDate,
  pendingText,
}: {
  label: string
  events: readonly TimelineEvent[]
  formatDate: (date: Date) => string
  pendingText: string
}) {
  return (
    <List aria-label={label}>
      {events.map((event) => (
        <li key={event.id} data-pending={event.date === null}>
          <strong>{event.label}</strong>
          {event.date ? (
            <time dateTime={event.date.toISOString()}>{formatDate(event.date)}</time>
          ) : (
            <span>{pendingText}</span>
          )}
        </li>
      ))}
    </List>
  )
}
