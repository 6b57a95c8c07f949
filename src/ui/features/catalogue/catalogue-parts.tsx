import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Link, useLocation } from 'wouter'
import { CATALOGUE_ROUTES } from '../../../domain/access'
import { Card } from '../../components/Card'
import { ScrollRegion } from '../../kit/primitives/ScrollRegion'

const Header = styled.header`
  margin-bottom: 1.5rem;
  h1 {
    margin: 0 0 0.5rem;
    font-size: 1.5rem;
    color: ${({ theme }) => theme.skin.heading};
  }
  p {
    margin: 0 0 0.75rem;
    max-width: 60rem;
  }
`
const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem 1rem;
    list-style: none;
    margin: 0;
    padding: 0;
    font-size: 0.9rem;
  }
  a[aria-current='page'] {
    font-weight: 600;
    text-decoration: none;
    color: ${({ theme }) => theme.skin.heading};
  }
`
const SectionCard = styled(Card)`
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.skin.heading};
  }
  h3 {
    margin: 1.25rem 0 0.5rem;
    font-size: 0.95rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`
const Example = styled.div`
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.skin.border};
  border-radius: ${({ theme }) => theme.radius};
  min-width: 0;
`
const Scroll = styled(ScrollRegion)`
  overflow-x: auto;
`
const PropsTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.5rem 0.75rem;
    border-top: 1px solid ${({ theme }) => theme.skin.border};
    text-align: start;
    vertical-align: top;
  }
  th {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.5px;
    color: ${({ theme }) => theme.skin.heading};
    background: ${({ theme }) => theme.skin.body};
  }
  /* Names and types stay whole; on a phone the table scrolls sideways in its region rather than squeeze the
     words of the last column into a narrow strip. */
  td:first-child,
  td:nth-child(2) {
    white-space: nowrap;
  }
  td:last-child {
    min-width: 14rem;
  }
`
const Code = styled.pre`
  margin: 0;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.skin.body};
  color: ${({ theme }) => theme.skin.heading};
  font-size: 0.85rem;
  line-height: 1.5;
  text-align: left;
`

/** A row of a component's props table: the prop, its type (code) and what it does (translated). */
export interface PropRow {
  name: string
  type: string
  description: string
}

/** The pages of the catalogue, for its own menu (the form elements page is the form-elements demo). */
const PAGES = [
  ...CATALOGUE_ROUTES.map((route) => ({ path: route.path, titleKey: route.titleKey })),
  { path: '/forms/elements/input', titleKey: 'pages.formElements' },
]

/**
 * A page of the kit's catalogue: its title and what it shows, a menu of the other catalogue pages, and its
 * sections (`CatalogueSection`).
 */
export function CataloguePage({
  title,
  intro,
  children,
}: {
  title: string
  intro: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation('catalogue')
  const { t: shell } = useTranslation('shell')
  const [path] = useLocation()
  return (
    <>
      <Header>
        <h1>{title}</h1>
        <p>{intro}</p>
        <Nav aria-label={t('part.pages')}>
          <ul>
            {PAGES.map((page) => (
              <li key={page.path}>
                <Link href={page.path} aria-current={page.path === path ? 'page' : undefined}>
                  {shell(page.titleKey)}
                </Link>
              </li>
            ))}
          </ul>
        </Nav>
      </Header>
      {children}
    </>
  )
}

/**
 * One component of the kit in the catalogue: its name and use, a live example in its states, the props that
 * matter, and a short code sample (code is not translated; it is shown left to right in every direction).
 */
export function CatalogueSection({
  id,
  title,
  description,
  children,
  props,
  code,
}: {
  /** A page-unique id for the headings. */
  id: string
  title: string
  description: ReactNode
  /** The live example. */
  children: ReactNode
  props?: readonly PropRow[]
  code: string
}) {
  const { t } = useTranslation('catalogue')
  const headingId = `catalogue-${id}`
  return (
    <SectionCard aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>{description}</p>
      <h3 id={`${headingId}-example`}>{t('part.example')}</h3>
      <Example role="group" aria-labelledby={`${headingId}-example`}>
        {children}
      </Example>
      {props && props.length > 0 && (
        <>
          <h3 id={`${headingId}-props`}>{t('part.props')}</h3>
          <Scroll label={t('part.propsOf', { name: title })}>
            <PropsTable aria-labelledby={`${headingId}-props`}>
              <thead>
                <tr>
                  <th scope="col">{t('part.prop')}</th>
                  <th scope="col">{t('part.type')}</th>
                  <th scope="col">{t('part.description')}</th>
                </tr>
              </thead>
              <tbody>
                {props.map((row) => (
                  <tr key={row.name}>
                    <td>
                      <code dir="ltr">{row.name}</code>
                    </td>
                    <td>
                      <code dir="ltr">{row.type}</code>
                    </td>
                    <td>{row.description}</td>
                  </tr>
                ))}
              </tbody>
            </PropsTable>
          </Scroll>
        </>
      )}
      <h3 id={`${headingId}-code`}>{t('part.code')}</h3>
      <Scroll label={t('part.codeOf', { name: title })}>
        <Code dir="ltr">
          <code>{code.trim()}</code>
        </Code>
      </Scroll>
    </SectionCard>
  )
}

/** The translation key of a prop's description: its name's letters and digits (`isOpen / onOpenChange` → `isOpen_onOpenChange`). */
export const propKey = (name: string) => name.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '')

/** Props rows from `[name, type]` pairs and their descriptions under `catalogue:<prefix>.<propKey(name)>`. */
export function useProps(prefix: string, rows: readonly (readonly [string, string])[]): PropRow[] {
  const { t } = useTranslation('catalogue')
  return rows.map(([name, type]) => ({ name, type, description: t(`${prefix}.${propKey(name)}`) }))
}
