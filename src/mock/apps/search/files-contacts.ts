/** The Files and Contacts groups of the global search: invented documents and people. */
import { initialsAvatar, placeholderImage } from '../../http'

export interface SearchFile {
  title: string
  by: string
  size: string
  file: string
}

export interface SearchContact {
  title: string
  email: string
  img: string
  date: string
}

const fileIcon = (extension: string, colour: string): string =>
  placeholderImage(extension.toUpperCase(), 32, 32, colour)

export const createSearchFiles = (): SearchFile[] => [
  {
    title: 'Bill of Lading HBL-2291',
    by: 'Marta Kowalczyk',
    size: '184kb',
    file: fileIcon('pdf', '#ea5455'),
  },
  { title: 'Container manifest March', by: 'Oliver Brandt', size: '1.2mb', file: fileIcon('xls', '#28c76f') },
  {
    title: 'Vehicle title scan VIN 4T1B',
    by: 'Jamal Carter',
    size: '640kb',
    file: fileIcon('jpg', '#00cfe8'),
  },
  { title: 'Customs declaration draft', by: 'Sofia Marin', size: '92kb', file: fileIcon('doc', '#7367f0') },
  { title: 'Port fees schedule 2024', by: 'Hannah Visser', size: '310kb', file: fileIcon('pdf', '#ea5455') },
  { title: 'Quarterly freight report', by: 'Kenji Mori', size: '2.4mb', file: fileIcon('ppt', '#ff9f43') },
  { title: 'Insurance certificate', by: 'Giorgi Beridze', size: '128kb', file: fileIcon('pdf', '#ea5455') },
]

const contact = (title: string, email: string, date: string): SearchContact => ({
  title,
  email,
  img: initialsAvatar(title),
  date,
})

export const createSearchContacts = (): SearchContact[] => [
  contact('Marta Kowalczyk', 'marta.k@vistula-timber.example', '03/14/2024'),
  contact('Oliver Brandt', 'o.brandt@brandt-soehne.example', '05/02/2024'),
  contact('Lena Petrosyan', 'lena@ararat-orchards.example', '06/21/2024'),
  contact('Jamal Carter', 'jcarter@lakeshore-auto.example', '07/09/2024'),
  contact('Sofia Marin', 'sofia.marin@costa-azul.example', '08/30/2024'),
  contact('Kenji Mori', 'kenji@mori-parts.example', '09/12/2024'),
  contact('Hannah Visser', 'h.visser@polder-green.example', '10/05/2024'),
]
