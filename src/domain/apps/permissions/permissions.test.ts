import { describe, expect, it } from 'vitest'
import { cleanPermissionName, isDuplicatePermissionName, isPermissionRole } from '.'

describe('permissions', () => {
  const list = [{ id: 1, name: 'Management', assignedTo: ['administrator'], createdDate: '' }]
  it('cleans names and finds duplicates except the permission itself', () => {
    expect(cleanPermissionName('  Audit   logs ')).toBe('Audit logs')
    expect(isDuplicatePermissionName(list, ' management')).toBe(true)
    expect(isDuplicatePermissionName(list, 'Management', 1)).toBe(false)
    expect(isDuplicatePermissionName(list, 'Audit')).toBe(false)
  })
  it('knows the five roles', () => {
    expect(isPermissionRole('restricted-user')).toBe(true)
    expect(isPermissionRole('admin')).toBe(false)
  })
})
