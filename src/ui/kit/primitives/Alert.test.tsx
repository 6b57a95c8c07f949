import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderScreen } from '../../../testing/render-screen'
import { Alert } from './Alert'
import { Avatar, AvatarGroup } from './Avatar'

describe('Alert', () => {
  it('is announced only as it says: alert, status, or not at all', () => {
    renderScreen(
      <>
        <Alert live="alert">Failed</Alert>
        <Alert live="status">Copied</Alert>
        <Alert>A note</Alert>
      </>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Failed')
    expect(screen.getByRole('status')).toHaveTextContent('Copied')
    expect(screen.getByText('A note').closest('[role]')).toBeNull()
  })
  it('has a named close button only when it can be dismissed', async () => {
    const onDismiss = vi.fn()
    renderScreen(
      <Alert tone="info" title="Tip" dismissLabel="Dismiss the tip" onDismiss={onDismiss}>
        Press Ctrl + K
      </Alert>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the tip' }))
    expect(onDismiss).toHaveBeenCalledOnce()
  })
})

describe('Avatar', () => {
  it('is named by the person and presence, shows initials without a picture, and hides when decorative', () => {
    renderScreen(
      <>
        <Avatar name="Anna Petrosyan" status="online" statusLabel="online" />
        <Avatar name="Boris Ivanov" decorative />
      </>,
    )
    const named = screen.getByRole('img', { name: 'Anna Petrosyan, online' })
    expect(named).toHaveTextContent('AP')
    expect(screen.queryByRole('img', { name: /Boris/ })).toBeNull()
  })
  it('groups people, drawing the first max and counting the rest', () => {
    renderScreen(
      <AvatarGroup
        label="Team"
        people={['Anna A', 'Boris B', 'Carl C', 'Dina D', 'Eva E'].map((name) => ({ name }))}
        max={3}
        more={(count) => `and ${count} more`}
      />,
    )
    const list = screen.getByRole('list', { name: 'Team' })
    expect(list.querySelectorAll('[role="img"]')).toHaveLength(3)
    expect(list).toHaveTextContent('and 2 more')
  })
})
