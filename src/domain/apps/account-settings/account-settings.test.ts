import { describe, expect, it } from 'vitest'
import {
  accountSettingsFromAnswer,
  avatarProblem,
  isPhoneNumber,
  isWebAddress,
  passwordProblems,
  withSavedSettings,
} from './account-settings'

const answer = {
  general: {
    avatar: 'data:image/svg+xml,a',
    username: 'admin',
    fullName: 'Anna',
    email: 'a@b.c',
    company: 'H',
  },
  info: { bio: 'b', dob: '1988-04-17', country: 'Armenia', website: 'https://h.example', phone: '+374 10' },
  social: {
    socialLinks: {
      twitter: 'https://t.example/h',
      facebook: '',
      google: '',
      linkedIn: '',
      instagram: '',
      quora: '',
    },
    connections: {
      twitter: { profileImg: 'data:t', id: 'harborline' },
      google: { profileImg: 'g', id: 'anna' },
      facebook: {},
      github: {},
    },
  },
  notification: {
    commentOnArticle: true,
    answerOnForm: false,
    followMe: false,
    newAnnouncements: true,
    productUpdates: true,
    blogDigest: false,
  },
}

describe('account settings rules', () => {
  it('reads the mock answer: a connection with an id is connected', () => {
    const settings = accountSettingsFromAnswer(answer)
    expect(settings.general.fullName).toBe('Anna')
    expect(settings.info.dob).toBe('1988-04-17')
    expect(settings.socialLinks.twitter).toBe('https://t.example/h')
    expect(settings.connections).toEqual({
      twitter: { connected: true, account: 'harborline', profileImg: 'data:t' },
      google: { connected: true, account: 'anna', profileImg: 'g' },
      facebook: { connected: false },
      github: { connected: false },
    })
    expect(settings.notifications.commentOnArticle).toBe(true)
    expect(settings.notifications.answerOnForm).toBe(false)
    expect(accountSettingsFromAnswer(null).general.fullName).toBe('')
  })

  it('lays the sections saved on this device over the server answer', () => {
    const server = accountSettingsFromAnswer(answer)
    const merged = withSavedSettings(server, {
      info: { ...server.info, country: 'Georgia' },
      notifications: { ...server.notifications, followMe: true },
      passwordChangedAt: '2026-11-23T10:00:00.000Z',
    })
    expect(merged.info.country).toBe('Georgia')
    expect(merged.notifications.followMe).toBe(true)
    expect(merged.general).toEqual(server.general)
    expect(merged.passwordChangedAt).toBe('2026-11-23T10:00:00.000Z')
  })

  it('accepts JPG, PNG or GIF pictures up to 800 kB as the avatar', () => {
    expect(avatarProblem({ type: 'image/png', size: 800 * 1024 })).toBeNull()
    expect(avatarProblem({ type: 'image/png', size: 800 * 1024 + 1 })).toBe('size')
    expect(avatarProblem({ type: 'image/svg+xml', size: 10 })).toBe('type')
    expect(avatarProblem({ type: 'application/pdf', size: 10 })).toBe('type')
  })

  it('asks a new password for 8 characters, a lowercase letter and a digit, symbol or space', () => {
    expect(passwordProblems('harbor-line')).toEqual([])
    expect(passwordProblems('пароль 2026')).toEqual([])
    expect(passwordProblems('short1')).toEqual(['length'])
    expect(passwordProblems('ALLUPPER99')).toEqual(['lowercase'])
    expect(passwordProblems('onlyletters')).toEqual(['digitOrSymbol'])
  })

  it('checks web addresses and phone numbers, allowing them empty', () => {
    expect(isWebAddress('')).toBe(true)
    expect(isWebAddress('https://twitter.com/harborline')).toBe(true)
    expect(isWebAddress('http://a.example')).toBe(true)
    expect(isWebAddress('twitter.com/x')).toBe(false)
    expect(isWebAddress('javascript:alert(1)')).toBe(false)
    expect(isWebAddress('https://localhost')).toBe(false)
    expect(isPhoneNumber('+374 10 55 12 34')).toBe(true)
    expect(isPhoneNumber('(555) 123-4567')).toBe(true)
    expect(isPhoneNumber('')).toBe(true)
    expect(isPhoneNumber('call me')).toBe(false)
    expect(isPhoneNumber('12')).toBe(false)
  })
})
