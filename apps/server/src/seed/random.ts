/** mulberry32: a tiny seeded PRNG, so demo and benchmark data are the same on every run. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

export const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Lucas',
  'Mia',
  'Mateo',
  'Sofia',
  'Ethan',
  'Isabella',
  'Diego',
  'Chloe',
  'Hannah',
  'Jonas',
  'Lena',
] as const;
export const LAST_NAMES = [
  'Garcia',
  'Smith',
  'Johnson',
  'Martinez',
  'Brown',
  'Davis',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Moore',
  'Müller',
  'Schmidt',
  'Rossi',
  'Dubois',
  'Nguyen',
] as const;
export const COMPANY_WORDS = [
  'Stitch',
  'Thread',
  'Needle',
  'Hoop',
  'Print',
  'Apparel',
  'Custom',
  'Monogram',
  'Patch',
  'Transfer',
  'Emblem',
  'Logo',
] as const;
export const COMPANY_SUFFIXES = ['Co.', 'LLC', 'Inc.', 'Studio', 'Works', 'Shop'] as const;
