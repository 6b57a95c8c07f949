import { defineMockApp } from '../../mock-app'
import { createProfile } from './data'
import type { ProfileData } from './data'
import { profileRoutes } from './handlers'

export const profileApp = defineMockApp<ProfileData>({
  name: 'profile',
  createState: createProfile,
  routes: profileRoutes,
})
