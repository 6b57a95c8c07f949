/** Fixed reference lists the generators pick from (realistic names, not faker's). */

export interface MakeModels {
  make: string
  manufacturer: string
  /** World manufacturer identifier (first three VIN characters). */
  wmi: string
  models: readonly { model: string; type: string; body: string; engine: string; weight: number }[]
}

export const MAKES: readonly MakeModels[] = [
  {
    make: 'Toyota',
    manufacturer: 'Toyota Motor Manufacturing',
    wmi: '4T1',
    models: [
      { model: 'Camry', type: 'sedan', body: 'Sedan 4D SE', engine: '2.5L I4', weight: 3310 },
      { model: 'Corolla', type: 'sedan', body: 'Sedan 4D LE', engine: '1.8L I4', weight: 2910 },
      { model: 'RAV4', type: 'suv', body: 'SUV 4D XLE', engine: '2.5L I4', weight: 3490 },
      { model: 'Highlander', type: 'suv', body: 'SUV 4D Limited', engine: '3.5L V6', weight: 4340 },
      { model: 'Prius', type: 'hatchback', body: 'Hatchback 5D', engine: '1.8L I4 Hybrid', weight: 3010 },
    ],
  },
  {
    make: 'Honda',
    manufacturer: 'American Honda Motor Co.',
    wmi: '1HG',
    models: [
      { model: 'Accord', type: 'sedan', body: 'Sedan 4D EX', engine: '1.5L I4 Turbo', weight: 3150 },
      { model: 'Civic', type: 'sedan', body: 'Sedan 4D LX', engine: '2.0L I4', weight: 2880 },
      { model: 'CR-V', type: 'suv', body: 'SUV 4D EX-L', engine: '1.5L I4 Turbo', weight: 3420 },
      { model: 'Pilot', type: 'suv', body: 'SUV 4D Touring', engine: '3.5L V6', weight: 4200 },
    ],
  },
  {
    make: 'Ford',
    manufacturer: 'Ford Motor Company',
    wmi: '1FA',
    models: [
      { model: 'Fusion', type: 'sedan', body: 'Sedan 4D SE', engine: '1.5L I4 Turbo', weight: 3450 },
      { model: 'Escape', type: 'suv', body: 'SUV 4D Titanium', engine: '2.0L I4 Turbo', weight: 3530 },
      { model: 'F-150', type: 'pickup', body: 'Crew Cab XLT', engine: '3.5L V6 Turbo', weight: 4700 },
      { model: 'Explorer', type: 'suv', body: 'SUV 4D XLT', engine: '2.3L I4 Turbo', weight: 4345 },
      { model: 'Mustang', type: 'coupe', body: 'Coupe 2D GT', engine: '5.0L V8', weight: 3705 },
    ],
  },
  {
    make: 'Chevrolet',
    manufacturer: 'General Motors LLC',
    wmi: '1G1',
    models: [
      { model: 'Malibu', type: 'sedan', body: 'Sedan 4D LT', engine: '1.5L I4 Turbo', weight: 3090 },
      { model: 'Equinox', type: 'suv', body: 'SUV 4D LT', engine: '1.5L I4 Turbo', weight: 3270 },
      { model: 'Silverado 1500', type: 'pickup', body: 'Crew Cab LTZ', engine: '5.3L V8', weight: 4900 },
      { model: 'Camaro', type: 'coupe', body: 'Coupe 2D 1LT', engine: '2.0L I4 Turbo', weight: 3355 },
    ],
  },
  {
    make: 'Nissan',
    manufacturer: 'Nissan North America',
    wmi: '1N4',
    models: [
      { model: 'Altima', type: 'sedan', body: 'Sedan 4D SV', engine: '2.5L I4', weight: 3210 },
      { model: 'Rogue', type: 'suv', body: 'SUV 4D SV', engine: '2.5L I4', weight: 3430 },
      { model: 'Sentra', type: 'sedan', body: 'Sedan 4D S', engine: '2.0L I4', weight: 3000 },
    ],
  },
  {
    make: 'Hyundai',
    manufacturer: 'Hyundai Motor Manufacturing Alabama',
    wmi: '5NP',
    models: [
      { model: 'Elantra', type: 'sedan', body: 'Sedan 4D SEL', engine: '2.0L I4', weight: 2800 },
      { model: 'Sonata', type: 'sedan', body: 'Sedan 4D SE', engine: '2.5L I4', weight: 3170 },
      { model: 'Tucson', type: 'suv', body: 'SUV 4D SEL', engine: '2.5L I4', weight: 3450 },
    ],
  },
  {
    make: 'BMW',
    manufacturer: 'BMW Manufacturing Co.',
    wmi: '5UX',
    models: [
      { model: 'X5', type: 'suv', body: 'SUV 4D xDrive40i', engine: '3.0L I6 Turbo', weight: 4860 },
      { model: 'X3', type: 'suv', body: 'SUV 4D sDrive30i', engine: '2.0L I4 Turbo', weight: 4050 },
    ],
  },
  {
    make: 'Mercedes-Benz',
    manufacturer: 'Mercedes-Benz U.S. International',
    wmi: '4JG',
    models: [
      { model: 'GLE 350', type: 'suv', body: 'SUV 4D 4MATIC', engine: '2.0L I4 Turbo', weight: 4700 },
      { model: 'GLC 300', type: 'suv', body: 'SUV 4D', engine: '2.0L I4 Turbo', weight: 4000 },
    ],
  },
  {
    make: 'Jeep',
    manufacturer: 'FCA US LLC',
    wmi: '1C4',
    models: [
      { model: 'Grand Cherokee', type: 'suv', body: 'SUV 4D Laredo', engine: '3.6L V6', weight: 4515 },
      { model: 'Wrangler', type: 'suv', body: 'SUV 4D Unlimited Sport', engine: '3.6L V6', weight: 4200 },
      { model: 'Compass', type: 'suv', body: 'SUV 4D Latitude', engine: '2.4L I4', weight: 3300 },
    ],
  },
  {
    make: 'Tesla',
    manufacturer: 'Tesla, Inc.',
    wmi: '5YJ',
    models: [
      {
        model: 'Model 3',
        type: 'sedan',
        body: 'Sedan 4D Long Range',
        engine: 'Electric Dual Motor',
        weight: 4030,
      },
      {
        model: 'Model Y',
        type: 'suv',
        body: 'SUV 4D Long Range',
        engine: 'Electric Dual Motor',
        weight: 4400,
      },
    ],
  },
  {
    make: 'Lexus',
    manufacturer: 'Toyota Motor Kyushu',
    wmi: 'JTH',
    models: [
      { model: 'RX 350', type: 'suv', body: 'SUV 4D', engine: '3.5L V6', weight: 4222 },
      { model: 'ES 350', type: 'sedan', body: 'Sedan 4D', engine: '3.5L V6', weight: 3649 },
    ],
  },
  {
    make: 'Subaru',
    manufacturer: 'Subaru of Indiana Automotive',
    wmi: '4S4',
    models: [
      { model: 'Outback', type: 'wagon', body: 'Wagon 4D Premium', engine: '2.5L H4', weight: 3634 },
      { model: 'Forester', type: 'suv', body: 'SUV 4D Premium', engine: '2.5L H4', weight: 3449 },
    ],
  },
  {
    make: 'Harley-Davidson',
    manufacturer: 'Harley-Davidson Motor Company',
    wmi: '1HD',
    models: [{ model: 'Street Glide', type: 'motorcycle', body: 'Touring', engine: '1.9L V2', weight: 829 }],
  },
]

export const AUCTIONS: readonly string[] = ['Copart', 'IAA', 'Manheim', 'ADESA', 'ACV Auctions']

/** US auction yards, `ST - City`, with the city and state they lie in. */
export const AUCTION_LOCATIONS: readonly { label: string; city: string; state: string; zip: string }[] = [
  { label: 'CA - Los Angeles', city: 'Los Angeles', state: 'ca', zip: '90061' },
  { label: 'CA - Sacramento', city: 'Sacramento', state: 'ca', zip: '95828' },
  { label: 'TX - Houston', city: 'Houston', state: 'tx', zip: '77073' },
  { label: 'TX - Dallas', city: 'Dallas', state: 'tx', zip: '75211' },
  { label: 'FL - Miami North', city: 'Miami', state: 'fl', zip: '33054' },
  { label: 'FL - Orlando', city: 'Orlando', state: 'fl', zip: '32824' },
  { label: 'GA - Atlanta East', city: 'Atlanta', state: 'ga', zip: '30294' },
  { label: 'GA - Savannah', city: 'Savannah', state: 'ga', zip: '31408' },
  { label: 'NJ - Trenton', city: 'Trenton', state: 'nj', zip: '08691' },
  { label: 'NY - Long Island', city: 'Long Island', state: 'ny', zip: '11763' },
  { label: 'IL - Chicago North', city: 'Chicago', state: 'il', zip: '60131' },
  { label: 'PA - Philadelphia', city: 'Philadelphia', state: 'pa', zip: '19154' },
  { label: 'WA - Seattle', city: 'Seattle', state: 'wa', zip: '98168' },
  { label: 'AZ - Phoenix', city: 'Phoenix', state: 'az', zip: '85043' },
  { label: 'NC - Raleigh', city: 'Raleigh', state: 'nc', zip: '27610' },
  { label: 'MD - Baltimore', city: 'Baltimore', state: 'md', zip: '21226' },
]

export const US_STATES: readonly { code: string; name: string }[] = [
  { code: 'az', name: 'Arizona' },
  { code: 'ca', name: 'California' },
  { code: 'fl', name: 'Florida' },
  { code: 'ga', name: 'Georgia' },
  { code: 'il', name: 'Illinois' },
  { code: 'md', name: 'Maryland' },
  { code: 'nc', name: 'North Carolina' },
  { code: 'nj', name: 'New Jersey' },
  { code: 'ny', name: 'New York' },
  { code: 'pa', name: 'Pennsylvania' },
  { code: 'tx', name: 'Texas' },
  { code: 'va', name: 'Virginia' },
  { code: 'wa', name: 'Washington' },
]

/** Export terminals (US ports) with their city and state. */
export const TERMINALS: readonly { id: number; city: string; state: string }[] = [
  { id: 1, city: 'Savannah', state: 'ga' },
  { id: 2, city: 'Newark', state: 'nj' },
  { id: 3, city: 'Houston', state: 'tx' },
  { id: 4, city: 'Los Angeles', state: 'ca' },
  { id: 5, city: 'Miami', state: 'fl' },
  { id: 6, city: 'Baltimore', state: 'md' },
  { id: 7, city: 'Seattle', state: 'wa' },
  { id: 8, city: 'Norfolk', state: 'va' },
]

/** Countries: the US (origin) and the destination markets. */
export const COUNTRIES: readonly { code: string; name: string }[] = [
  { code: 'us', name: 'United States' },
  { code: 'ge', name: 'Georgia' },
  { code: 'am', name: 'Armenia' },
  { code: 'ae', name: 'United Arab Emirates' },
  { code: 'ua', name: 'Ukraine' },
  { code: 'kz', name: 'Kazakhstan' },
  { code: 'pl', name: 'Poland' },
  { code: 'lt', name: 'Lithuania' },
  { code: 'de', name: 'Germany' },
  { code: 'ng', name: 'Nigeria' },
  { code: 'gh', name: 'Ghana' },
  { code: 'jo', name: 'Jordan' },
]

/** Ports of discharge with their country code and the place of delivery beyond them. */
export const DISCHARGE_PORTS: readonly { port: string; country: string; delivery: string }[] = [
  { port: 'Poti, Georgia', country: 'ge', delivery: 'Tbilisi, Georgia' },
  { port: 'Batumi, Georgia', country: 'ge', delivery: 'Yerevan, Armenia' },
  { port: 'Jebel Ali, UAE', country: 'ae', delivery: 'Dubai, UAE' },
  { port: 'Odesa, Ukraine', country: 'ua', delivery: 'Kyiv, Ukraine' },
  { port: 'Klaipeda, Lithuania', country: 'lt', delivery: 'Vilnius, Lithuania' },
  { port: 'Gdynia, Poland', country: 'pl', delivery: 'Warsaw, Poland' },
  { port: 'Bremerhaven, Germany', country: 'de', delivery: 'Bremen, Germany' },
  { port: 'Lagos (Tin Can), Nigeria', country: 'ng', delivery: 'Lagos, Nigeria' },
  { port: 'Tema, Ghana', country: 'gh', delivery: 'Accra, Ghana' },
  { port: 'Aqaba, Jordan', country: 'jo', delivery: 'Amman, Jordan' },
]

/** Shipping lines with their ISO 6346 owner codes (4 letters ending in U). */
export const SHIPPING_LINES: readonly { name: string; owner: string }[] = [
  { name: 'MSC', owner: 'MSCU' },
  { name: 'Maersk', owner: 'MSKU' },
  { name: 'CMA CGM', owner: 'CMAU' },
  { name: 'Hapag-Lloyd', owner: 'HLXU' },
  { name: 'ONE', owner: 'ONEU' },
  { name: 'Evergreen', owner: 'EGHU' },
  { name: 'COSCO', owner: 'CSNU' },
  { name: 'ZIM', owner: 'ZIMU' },
]

export const EQUIPMENT: readonly string[] = ['40HC', '40HC', '40HC', '45HC', '20GP']

export const PAYMENT_TYPES: readonly { code: string; displayName: string; isActive: boolean }[] = [
  { code: 'wire', displayName: 'Wire transfer', isActive: true },
  { code: 'cash', displayName: 'Cash', isActive: true },
  { code: 'card', displayName: 'Credit card', isActive: true },
  { code: 'check', displayName: 'Check', isActive: true },
  { code: 'ach', displayName: 'ACH transfer', isActive: true },
  { code: 'crypto', displayName: 'Crypto (USDT)', isActive: false },
]

export const SERVICE_TYPES: readonly {
  code: string
  displayName: string
  group: string
  isApprovable: boolean
  isRequired: boolean
  isDefault: boolean
  isActive: boolean
  /** Typical price range in dollars. */
  price: readonly [number, number]
}[] = [
  {
    code: 'shipping',
    displayName: 'Ocean shipping',
    group: 'Transportation',
    isApprovable: false,
    isRequired: true,
    isDefault: true,
    isActive: true,
    price: [900, 2400],
  },
  {
    code: 'towing',
    displayName: 'Inland towing',
    group: 'Transportation',
    isApprovable: false,
    isRequired: false,
    isDefault: true,
    isActive: true,
    price: [150, 900],
  },
  {
    code: 'loading',
    displayName: 'Container loading',
    group: 'Terminal',
    isApprovable: false,
    isRequired: false,
    isDefault: false,
    isActive: true,
    price: [100, 300],
  },
  {
    code: 'storage',
    displayName: 'Terminal storage',
    group: 'Terminal',
    isApprovable: true,
    isRequired: false,
    isDefault: false,
    isActive: true,
    price: [50, 600],
  },
  {
    code: 'customs',
    displayName: 'Customs clearance',
    group: 'Documents',
    isApprovable: false,
    isRequired: false,
    isDefault: false,
    isActive: true,
    price: [150, 450],
  },
  {
    code: 'title',
    displayName: 'Title handling',
    group: 'Documents',
    isApprovable: false,
    isRequired: false,
    isDefault: false,
    isActive: true,
    price: [25, 100],
  },
  {
    code: 'insurance',
    displayName: 'Marine insurance',
    group: 'Insurance',
    isApprovable: false,
    isRequired: false,
    isDefault: false,
    isActive: true,
    price: [80, 500],
  },
  {
    code: 'late_fee',
    displayName: 'Late title fee',
    group: 'Fees',
    isApprovable: true,
    isRequired: false,
    isDefault: false,
    isActive: true,
    price: [50, 250],
  },
  {
    code: 'extra_handling',
    displayName: 'Extra handling',
    group: 'Fees',
    isApprovable: true,
    isRequired: false,
    isDefault: false,
    isActive: true,
    price: [75, 400],
  },
  {
    code: 'fumigation',
    displayName: 'Fumigation',
    group: 'Terminal',
    isApprovable: false,
    isRequired: false,
    isDefault: false,
    isActive: false,
    price: [60, 150],
  },
]

export const DISCOUNT_TYPES: readonly { code: string; displayName: string; isActive: boolean }[] = [
  { code: 'loyalty', displayName: 'Loyalty discount', isActive: true },
  { code: 'volume', displayName: 'Volume discount', isActive: true },
  { code: 'consolidation', displayName: 'Consolidation discount', isActive: true },
  { code: 'goodwill', displayName: 'Goodwill', isActive: true },
  { code: 'promo', displayName: 'Promotion', isActive: false },
]

export const EMPLOYEES: readonly { login: string; displayName: string }[] = [
  { login: 'admin', displayName: 'Administrator' },
  { login: 'anna.petrosyan', displayName: 'Anna Petrosyan' },
  { login: 'david.miller', displayName: 'David Miller' },
  { login: 'giorgi.beridze', displayName: 'Giorgi Beridze' },
  { login: 'maria.lopez', displayName: 'Maria Lopez' },
  { login: 'oleg.ivanov', displayName: 'Oleg Ivanov' },
]
