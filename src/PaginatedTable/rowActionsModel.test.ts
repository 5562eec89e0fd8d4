import { expect, test } from '@playwright/test';
import { typeaheadIndex } from './rowActionsModel.js';

const french = ['Télécharger le PDF', 'Éditer la facture', 'Envoyer une relance', 'Marquer réglée'];

test('type-ahead finds the next label that starts with the key, ignoring case and accents', () => {
  expect(typeaheadIndex(french, 0, 'e', 'fr')).toBe(1);
  expect(typeaheadIndex(french, 1, 'e', 'fr')).toBe(2);
  // It wraps, and a key that starts no label stays put.
  expect(typeaheadIndex(french, 2, 'E', 'fr')).toBe(1);
  expect(typeaheadIndex(french, 2, 'x', 'fr')).toBe(2);
  expect(typeaheadIndex(french, 3, 't', 'fr')).toBe(0);
  // A key with an accent finds the label without one too: a base letter is a base letter.
  expect(typeaheadIndex(['Envoyer', 'Marquer'], 1, 'é', 'fr')).toBe(0);
});

test("type-ahead reads letters as the table's locale does: in Swedish, å is a letter of its own", () => {
  const swedish = ['Arkivera', 'Återställ'];
  expect(typeaheadIndex(swedish, 0, 'a', 'en')).toBe(1);
  expect(typeaheadIndex(swedish, 0, 'a', 'sv')).toBe(0);
  expect(typeaheadIndex(swedish, 0, 'å', 'sv')).toBe(1);
});
