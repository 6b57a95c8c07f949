/** 100 invented staff records for the data-table demo (template-apps §3), generated deterministically. */
import { initialsAvatar, intBetween, pick, seededRandom } from '../../http'
import type { StaffRecord } from '../../../domain/apps/datatables'
export type { StaffRecord }

const FIRST_NAMES = [
  'Amelia',
  'Bruno',
  'Celine',
  'Dmitri',
  'Elif',
  'Farid',
  'Greta',
  'Hiro',
  'Ingrid',
  'Jonas',
  'Kemal',
  'Lucia',
  'Mateo',
  'Nadia',
  'Oskar',
  'Paloma',
  'Quentin',
  'Rosa',
  'Stefan',
  'Talia',
  'Umar',
  'Vera',
  'Wendell',
  'Yara',
]
const LAST_NAMES = [
  'Abbott',
  'Brennan',
  'Castillo',
  'Dubois',
  'Eriksen',
  'Fontaine',
  'Gallagher',
  'Haddad',
  'Ivanova',
  'Jansen',
  'Kowalski',
  'Lindqvist',
  'Moreau',
  'Novak',
  'Okafor',
  'Petrov',
  'Quinlan',
  'Rossi',
  'Sato',
  'Tanaka',
  'Vargas',
  'Weber',
]
const POSTS = [
  'Accountant',
  'Sales Manager',
  'Logistics Coordinator',
  'Software Engineer',
  'HR Specialist',
  'Customs Broker',
  'Warehouse Supervisor',
  'Marketing Analyst',
  'Dispatcher',
  'Quality Inspector',
  'Office Administrator',
  'Data Analyst',
]
const CITIES = [
  'Rotterdam',
  'Hamburg',
  'Antwerp',
  'Valencia',
  'Gdansk',
  'Genoa',
  'Marseille',
  'Lisbon',
  'Piraeus',
  'Tallinn',
  'Baltimore',
  'Savannah',
  'Yerevan',
  'Batumi',
]

const pad = (n: number): string => String(n).padStart(2, '0')

/** A fresh list of `count` staff records (ids 1..count), the same on every run. */
export function createStaff(count = 100): StaffRecord[] {
  const random = seededRandom(424_242)
  return Array.from({ length: count }, (_, index) => {
    const first = pick(random, FIRST_NAMES)
    const last = pick(random, LAST_NAMES)
    const fullName = `${first} ${last}`
    const years = intBetween(random, 0, 12)
    return {
      id: index + 1,
      responsive_id: '',
      avatar: initialsAvatar(fullName),
      full_name: fullName,
      post: pick(random, POSTS),
      email: `${first}.${last}${index + 1}@harborline.example`.toLowerCase(),
      city: pick(random, CITIES),
      start_date: `${pad(intBetween(random, 1, 12))}/${pad(intBetween(random, 1, 28))}/${intBetween(random, 2012, 2024)}`,
      salary: `$${(intBetween(random, 2_400_000, 9_800_000) / 100).toFixed(2)}`,
      age: String(intBetween(random, 21, 63)),
      experience: `${years} ${years === 1 ? 'Year' : 'Years'}`,
      status: intBetween(random, 1, 5),
    }
  })
}
