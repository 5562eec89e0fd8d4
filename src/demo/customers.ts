import { createPeople } from '../PaginatedTable/fixtures/people.js';

/** A fake customer of the demo. */
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

export const CUSTOMER_COUNT = 45;
const SEED = 20261122;

/** The same 45 people on every load (the library's seeded fixtures, under the demo's field names). */
export function createCustomers(count = CUSTOMER_COUNT, seed = SEED): Customer[] {
  return createPeople(count, seed).map((person) => ({
    id: person.id,
    displayName: person.name,
    fullLegalName: person.legalName,
    emailAddress: person.email,
    accountId: person.accountId,
    telephoneNumber: person.phone,
    country: person.country,
    postalCode: person.postalCode,
  }));
}

export const customers: readonly Customer[] = createCustomers();
