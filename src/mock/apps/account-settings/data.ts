/** The account-settings page's data (template-apps §3) for the signed-in demo administrator. */
import { initialsAvatar } from '../../http'

export interface AccountSettings {
  general: { avatar: string; username: string; fullName: string; email: string; company: string }
  info: { bio: string; dob: string; country: string; website: string; phone: string }
  social: {
    socialLinks: Record<'twitter' | 'facebook' | 'google' | 'linkedIn' | 'instagram' | 'quora', string>
    connections: {
      twitter: { profileImg: string; id: string }
      google: { profileImg: string; id: string }
      facebook: Record<string, never>
      github: Record<string, never>
    }
  }
  notification: Record<
    'commentOnArticle' | 'answerOnForm' | 'followMe' | 'newAnnouncements' | 'productUpdates' | 'blogDigest',
    boolean
  >
}

export const createAccountSettings = (): AccountSettings => ({
  general: {
    avatar: initialsAvatar('Anna Admin'),
    username: 'admin',
    fullName: 'Anna Admin',
    email: 'admin@demo.com',
    company: 'Harborline Freight',
  },
  info: {
    bio: 'Runs the export desk: bookings, customers and the occasional lost container.',
    dob: '1988-04-17',
    country: 'Armenia',
    website: 'https://harborline.example',
    phone: '+374 10 55 12 34',
  },
  social: {
    socialLinks: {
      twitter: 'https://twitter.example/harborline',
      facebook: '',
      google: '',
      linkedIn: 'https://linkedin.example/in/anna-admin',
      instagram: '',
      quora: '',
    },
    connections: {
      twitter: { profileImg: initialsAvatar('Harbor Line'), id: 'harborline' },
      google: { profileImg: initialsAvatar('Anna Admin'), id: 'anna.admin' },
      facebook: {},
      github: {},
    },
  },
  notification: {
    commentOnArticle: true,
    answerOnForm: true,
    followMe: false,
    newAnnouncements: true,
    productUpdates: true,
    blogDigest: false,
  },
})
