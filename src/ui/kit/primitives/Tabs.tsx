import { Suspense, type ReactNode } from 'react'
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components'
import styled from 'styled-components'
import { PageSpinner } from '../../components/PageSpinner'

const List = styled(TabList)`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.skin.border};
  margin-bottom: 1rem;
`
const TabButton = styled(Tab)`
  padding: 0.7rem 1.1rem;
  cursor: pointer;
  outline: none;
  color: ${({ theme }) => theme.skin.text};
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  &[data-selected] {
    color: ${({ theme }) => theme.colors.primary.text};
    border-bottom-color: ${({ theme }) => theme.colors.primary.main};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
  }
`

export interface TabItem {
  id: string
  label: string
  /** Rendered only while the tab is selected, so a tab's list loads when it is opened. */
  content: () => ReactNode
}

/**
 * Tabs (React Aria): arrow keys move between tabs; a tab's panel renders only while selected.
 *
 * Each panel waits for its own code and words (a list whose translations are not loaded yet suspends) inside
 * the panel: without this boundary the first opening of a tab suspended up to the route's boundary, which hid
 * the whole screen, and in development StrictMode then ran the screen's effects again when it showed.
 */
export function Tabs({ label, tabs, defaultTab }: { label: string; tabs: TabItem[]; defaultTab?: string }) {
  return (
    <AriaTabs defaultSelectedKey={defaultTab ?? tabs[0]?.id}>
      <List aria-label={label}>
        {tabs.map((tab) => (
          <TabButton key={tab.id} id={tab.id}>
            {tab.label}
          </TabButton>
        ))}
      </List>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          <Suspense fallback={<PageSpinner />}>{tab.content()}</Suspense>
        </TabPanel>
      ))}
    </AriaTabs>
  )
}
