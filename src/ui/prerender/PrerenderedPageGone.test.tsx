import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PRERENDERED_ID } from './prerendered'
import { PrerenderedPageGone } from './PrerenderedPageGone'

describe('PrerenderedPageGone', () => {
  it('takes the prerendered page away when it mounts beside a screen', () => {
    const prerendered = document.createElement('div')
    prerendered.id = PRERENDERED_ID
    document.body.append(prerendered)
    render(<PrerenderedPageGone />)
    expect(document.getElementById(PRERENDERED_ID)).toBeNull()
  })
})
