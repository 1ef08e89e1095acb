/**
 * 100k realistic clients of 20 columns, the same on every run (a seeded generator): names with
 * accents, a third without email, notes with commas, quotes and line breaks, tags. Every email and
 * phone is unique, so the import measures inserting, not refusing duplicates.
 */

export const CLIENT_HEADERS = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Alternate Phone',
  'Date of Birth',
  'Gender',
  'Preferred Pronouns',
  'Occupation',
  'Address',
  'Address Line 2',
  'City',
  'State',
  'Zip Code',
  'Country',
  'Emergency Contact',
  'Emergency Phone',
  'Notes',
  'Referral Source',
  'Tags',
] as const;

const FIRST = [
  'Anna',
  'Björn',
  'Chloé',
  'Dmitri',
  'Elena',
  'François',
  'Giulia',
  'Hana',
  'Ivan',
  'José',
  'Kenji',
  'Léa',
  'Mia',
  'Noah',
  'Olivia',
  'Zoë',
];
const LAST = [
  'Smith',
  'García',
  'Müller',
  'Rossi',
  'Dubois',
  'Nakamura',
  "O'Brien",
  'Kowalski',
  'Silva',
  'Nguyen',
  'Andersson',
  'Papadopoulos',
];
const CITIES = ['London', 'Madrid', 'Berlin', 'Roma', 'Paris', 'Lisboa', 'Sydney', 'Toronto'];
const JOBS = ['Teacher', 'Nurse', 'Engineer', 'Designer', 'Student', 'Lawyer', ''];
const SOURCES = ['Instagram', 'Walk-in', 'Friend', 'Google', ''];
const NOTES = [
  '',
  'Prefers Anna, allergic to latex',
  'Sensitive scalp; use "gentle" shampoo',
  'Colour: 6.1 + 20 vol\nToner after 20 min',
  'Always 10 minutes late',
];
const TAGS = ['', 'VIP', 'VIP, Colour', 'New', 'Balayage; Regular'];

/** mulberry32: every run generates the same file. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** Each client's cells, in CLIENT_HEADERS order. */
export function clientCells(count: number): string[][] {
  const random = seeded(12);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const rows: string[][] = [];
  for (let i = 0; i < count; i++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const year = 1950 + Math.floor(random() * 55);
    const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
    rows.push([
      first,
      last,
      i % 3 === 0
        ? ''
        : `${first
            .normalize('NFD')
            .replace(/[^a-z]/gi, '')
            .toLowerCase()}.${i}@example.com`,
      `+44 7700 ${String(100000 + i).padStart(6, '0')}`,
      random() < 0.2 ? `020 7946 ${String(i % 10000).padStart(4, '0')}` : '',
      `${year}-${month}-${day}`,
      pick(['Female', 'Male', 'Non-binary', '']),
      pick(['she/her', 'he/him', 'they/them', '']),
      pick(JOBS),
      `${1 + Math.floor(random() * 300)} ${pick(['High Street', 'Calle Mayor', 'Hauptstraße', 'Via Roma'])}`,
      random() < 0.3 ? `Flat ${1 + Math.floor(random() * 40)}` : '',
      pick(CITIES),
      pick(['', 'CA', 'NSW', 'Lazio']),
      String(10000 + Math.floor(random() * 89999)),
      pick(['United Kingdom', 'Spain', 'Germany', 'Italy', 'France']),
      random() < 0.5 ? `${pick(FIRST)} ${last}` : '',
      random() < 0.5 ? `+44 7700 9${String(i).padStart(5, '0')}` : '',
      pick(NOTES),
      pick(SOURCES),
      pick(TAGS),
    ]);
  }
  return rows;
}

/** The same clients as a CSV file with CRLF line ends, as spreadsheet programs write it. */
export function clientCsv(rows: readonly string[][]): string {
  return [CLIENT_HEADERS.join(','), ...rows.map((row) => row.map(quote).join(','))].join('\r\n') + '\r\n';
}
