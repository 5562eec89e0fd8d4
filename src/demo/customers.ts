import { faker } from '@faker-js/faker/locale/en';

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

/** The same 45 people on every load: a seeded generator, created once per call. */
export function createCustomers(count = CUSTOMER_COUNT, seed = SEED): Customer[] {
  faker.seed(seed);
  return Array.from({ length: count }, () => {
    const sex = faker.person.sexType();
    const firstName = faker.person.firstName(sex);
    const lastName = faker.person.lastName();
    const middleName = faker.person.middleName(sex);
    return {
      id: faker.string.uuid(),
      displayName: `${firstName} ${lastName}`,
      fullLegalName: `${faker.person.prefix(sex)} ${firstName} ${middleName} ${lastName}`,
      emailAddress: faker.internet.email({ firstName, lastName }).toLowerCase(),
      accountId: faker.finance.accountNumber(10),
      telephoneNumber: faker.phone.number({ style: 'international' }),
      country: faker.location.country(),
      postalCode: faker.location.zipCode(),
    };
  });
}

export const customers: readonly Customer[] = createCustomers();
