import { useMemo } from 'react';
import { useLocale } from '../i18n/LocaleProvider.js';

/**
 * The demo page's own strings. They live beside the demo, not in the library's catalogue,
 * so a consumer who adds a locale translates only what the table shows.
 */
const en = {
  'demo.heading': 'Paginated table',
  'demo.caption': 'Customers table',
  'demo.captionPinned': 'Customers table with two pinned columns',
  'demo.infoBanner': 'I am an info banner',
  'demo.alertBanner': 'I am an alert banner',
  'demo.docsHeading': 'Usage',
  'demo.docsBasic': 'Basic table',
  'demo.docsVariants': 'Text variants and a banner',
  'demo.docsThemed': 'Dark theme and a French catalogue',
  'demo.column.displayName': 'Display name',
  'demo.column.fullLegalName': 'Full legal name',
  'demo.column.emailAddress': 'Email',
  'demo.column.accountId': 'Account ID',
  'demo.column.telephoneNumber': 'Telephone',
  'demo.column.country': 'Country',
  'demo.column.postalCode': 'Postal code',
  'demo.column.actions': 'Actions',
  'demo.rowAction': 'Action for {name}',
  'demo.rowLink': 'External link for {name}',
} as const;

export type DemoKey = keyof typeof en;

const de: { readonly [K in DemoKey]: string } = {
  'demo.heading': 'Paginierte Tabelle',
  'demo.caption': 'Kundentabelle',
  'demo.captionPinned': 'Kundentabelle mit zwei fixierten Spalten',
  'demo.infoBanner': 'Ich bin ein Info-Banner',
  'demo.alertBanner': 'Ich bin ein Warn-Banner',
  'demo.docsHeading': 'Verwendung',
  'demo.docsBasic': 'Einfache Tabelle',
  'demo.docsVariants': 'Textvarianten und ein Banner',
  'demo.docsThemed': 'Dunkles Thema und ein französischer Katalog',
  'demo.column.displayName': 'Anzeigename',
  'demo.column.fullLegalName': 'Vollständiger Name',
  'demo.column.emailAddress': 'E-Mail',
  'demo.column.accountId': 'Konto-ID',
  'demo.column.telephoneNumber': 'Telefon',
  'demo.column.country': 'Land',
  'demo.column.postalCode': 'Postleitzahl',
  'demo.column.actions': 'Aktionen',
  'demo.rowAction': 'Aktion für {name}',
  'demo.rowLink': 'Externer Link für {name}',
};

const demoCatalogues: Partial<Record<string, { readonly [K in DemoKey]: string }>> = { en, de };

/**
 * The demo's text for the locale of the surrounding `LocaleProvider` (English otherwise), its
 * `{name}` filled in when given.
 */
export function useDemoText(): (key: DemoKey, name?: string) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const messages = demoCatalogues[locale.split('-')[0] ?? ''] ?? en;
    return (key: DemoKey, name?: string) =>
      name === undefined ? messages[key] : messages[key].replace('{name}', name);
  }, [locale]);
}
