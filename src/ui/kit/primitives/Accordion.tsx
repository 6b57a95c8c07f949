import ChevronDownIcon from 'lucide-react/icons/chevron-down'
import { useId, useState, type ReactNode } from 'react'
import styled from 'styled-components'

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
`
const Item = styled.div`
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.skin.card};
  box-shadow: 0 2px 8px rgba(34, 41, 47, 0.08);
  border: 1px solid ${({ theme }) => theme.skin.border};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  button {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    width: 100%;
    padding: 0.9rem 1rem;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.skin.heading};
    font: inherit;
    font-weight: 500;
    text-align: start;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: -2px;
  }
  button span {
    flex: 1;
  }
  button svg {
    flex: none;
    transition: transform 0.2s;
  }
  button[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  [role='region'] {
    padding: 0 1rem 1rem;
    color: ${({ theme }) => theme.skin.text};
    line-height: 1.6;
  }
`

export interface AccordionItem {
  id: string
  title: ReactNode
  content: ReactNode
}

/**
 * Questions that open in place (the WAI-ARIA accordion pattern): each title is a button in a heading, with
 * `aria-expanded` and `aria-controls` naming the region it shows; several may be open at once.
 */
export function Accordion({ items, label }: { items: readonly AccordionItem[]; label?: string }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const base = useId()
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  return (
    <List role={label ? 'group' : undefined} aria-label={label}>
      {items.map((item, index) => {
        const buttonId = `${base}-${index}-button`
        const regionId = `${base}-${index}-region`
        const expanded = open.has(item.id)
        return (
          <Item key={item.id}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={regionId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon size={18} aria-hidden="true" />
              </button>
            </h3>
            <div id={regionId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              {item.content}
            </div>
          </Item>
        )
      })}
    </List>
  )
}
