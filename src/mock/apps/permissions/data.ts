import type { Permission } from '../../../domain/apps/permissions'
export type { Permission }

/** A fresh copy of the permission list. */
export const createPermissions = (): Permission[] => [
  { id: 1, name: 'Management', assignedTo: ['administrator'], createdDate: '14 April 2024, 8:43 PM' },
  {
    id: 2,
    name: 'Manage Billing & Roles',
    assignedTo: ['administrator'],
    createdDate: '16 September 2024, 5:20 PM',
  },
  {
    id: 3,
    name: 'Add & Remove Users',
    assignedTo: ['administrator', 'manager'],
    createdDate: '14 October 2024, 10:20 AM',
  },
  {
    id: 4,
    name: 'Project Planning',
    assignedTo: ['administrator', 'user', 'support'],
    createdDate: '14 October 2024, 10:20 AM',
  },
  {
    id: 5,
    name: 'Manage Email Sequences',
    assignedTo: ['administrator', 'user', 'support'],
    createdDate: '23 August 2024, 2:00 PM',
  },
  {
    id: 6,
    name: 'Client Communication',
    assignedTo: ['administrator', 'manager'],
    createdDate: '15 April 2024, 11:30 AM',
  },
  {
    id: 7,
    name: 'Only View',
    assignedTo: ['administrator', 'restricted-user'],
    createdDate: '4 December 2024, 8:15 PM',
  },
  {
    id: 8,
    name: 'Financial Management',
    assignedTo: ['administrator', 'manager'],
    createdDate: '25 February 2024, 10:30 AM',
  },
  {
    id: 9,
    name: "Manage Others' Tasks",
    assignedTo: ['administrator', 'support'],
    createdDate: '4 November 2024, 11:45 AM',
  },
]

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** The createdDate text for `date`: day, month name, year and 12-hour time. */
export function formatCreatedDate(date: Date): string {
  const hours = date.getHours()
  const minutes = String(date.getMinutes()).padStart(2, '0')
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}, ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}
