/** One benchmark row: the demo's customer fields, generated without faker so every run matches. */
export interface Customer {
  id: string;
  displayName: string;
  fullLegalName: string;
  emailAddress: string;
  accountId: string;
  telephoneNumber: string;
  country: string;
  postalCode: string;
}

// mulberry32: a tiny seeded generator; the data must be identical across implementations and runs.
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Edsger',
  'Barbara',
  'Donald',
  'Frances',
  'Ken',
  'Radia',
  'Tim',
  'Margaret',
  'Linus',
  'Katherine',
  'Guido',
  'Hedy',
  'Bjarne',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Allen',
  'Thompson',
  'Perlman',
  'Berners-Lee',
  'Hamilton',
  'Torvalds',
  'Johnson',
  'van Rossum',
  'Lamarr',
  'Stroustrup',
];
const FORMS = [
  'Holdings Ltd',
  'GmbH & Co. KG',
  'Incorporated',
  'Consulting LLC',
  'Trading Company',
  'and Partners',
];
const COUNTRIES = [
  'Germany',
  'United Kingdom',
  'France',
  'Netherlands',
  'Sweden',
  'Portugal',
  'United States',
  'Japan',
];

export function makeCustomers(count: number): Customer[] {
  const next = random(45);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
  return Array.from({ length: count }, (_, index) => {
    const first = pick(FIRST);
    const last = pick(LAST);
    return {
      id: `c-${index}`,
      displayName: `${first} ${last}`,
      fullLegalName: `${first} ${pick(LAST)} ${last} ${pick(FORMS)}`,
      emailAddress: `${first}.${last}${index}@example.com`.toLowerCase().replace(/\s/g, ''),
      accountId: `AC-${digits(8)}`,
      telephoneNumber: `+${digits(2)} ${digits(3)} ${digits(4)} ${digits(3)}`,
      country: pick(COUNTRIES),
      postalCode: digits(5),
    };
  });
}
