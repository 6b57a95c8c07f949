import { fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { PhotoGallery, THUMBNAILS_PER_STEP } from './PhotoGallery'

const urls = (count: number) => Array.from({ length: count }, (_, i) => `https://files.test/p${i + 1}.jpg`)

describe('PhotoGallery', () => {
  beforeAll(() => initTestI18n())

  it('renders only a step of lazy thumbnails of 40 photos, more on demand', () => {
    renderScreen(<PhotoGallery photos={{ auction: urls(40) }} label="Photos" empty="None" />)
    const images = within(screen.getByRole('group', { name: 'Photos' })).getAllByRole('img')
    expect(images).toHaveLength(THUMBNAILS_PER_STEP)
    for (const image of images) expect(image).toHaveAttribute('loading', 'lazy')
    fireEvent.click(screen.getByRole('button', { name: /show more photos/i }))
    expect(within(screen.getByRole('group', { name: 'Photos' })).getAllByRole('img')).toHaveLength(
      2 * THUMBNAILS_PER_STEP,
    )
  })

  it('opens the full-size viewer and moves with buttons and arrow keys', async () => {
    renderScreen(<PhotoGallery photos={{ auction: urls(3) }} label="Photos" empty="None" />)
    fireEvent.click(screen.getByRole('button', { name: 'Open auction photo 1 of 3' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'https://files.test/p1.jpg')
    fireEvent.click(within(dialog).getByRole('button', { name: /next photo/i }))
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'https://files.test/p2.jpg')
    fireEvent.keyDown(window, { key: 'ArrowRight' })
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'https://files.test/p3.jpg')
    fireEvent.keyDown(window, { key: 'ArrowLeft' })
    fireEvent.keyDown(window, { key: 'ArrowLeft' })
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'https://files.test/p1.jpg')
  })

  it('says when there are no photos', () => {
    renderScreen(<PhotoGallery photos={{ auction: [] }} label="Photos" empty="No photos." />)
    expect(screen.getByText('No photos.')).toBeInTheDocument()
  })
})
