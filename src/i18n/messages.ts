/**
 * The message catalogue. English is the source of truth: its keys and `{placeholders}`
 * define the `Messages` type every other locale must satisfy, so a missing key or a
 * missing placeholder is a compile error.
 */
export const en = {
  'demo.heading': 'Paginated table',
  'demo.caption': 'Customers table',
  'demo.captionPinned': 'Customers table with two pinned columns',
  'demo.infoBanner': 'I am an info banner',
  'demo.alertBanner': 'I am an alert banner',
  'demo.docsHeading': 'Usage',
  'demo.docsBasic': 'Basic table',
  'demo.docsVariants': 'Text variants and a banner',
  'demo.column.displayName': 'Display name',
  'demo.column.fullLegalName': 'Full legal name',
  'demo.column.emailAddress': 'Email',
  'demo.column.accountId': 'Account ID',
  'demo.column.telephoneNumber': 'Telephone',
  'demo.column.country': 'Country',
  'demo.column.postalCode': 'Postal code',
  'table.loadMore': 'Load more',
  'table.actions': 'Actions',
  'table.fallback': 'Fallback message',
  'table.results': 'Showing {shown} of {total}',
  'table.loading': 'Loading',
  'table.rowAction': 'Action for {name}',
  'table.rowLink': 'External link for {name}',
  'table.rowTrigger': 'Trigger {name}',
  'table.resize': 'Resize {header}',
  'table.resizeValue': '{width} pixels',
  'banner.info': 'Information',
  'banner.alert': 'Alert',
} as const;

export type MessageKey = keyof typeof en;

/** Names inside `{braces}` of a message, e.g. `'Trigger {name}'` → `'name'`. */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;

/** The values a message needs, keyed by its placeholders. */
export type MessageParams<K extends MessageKey> = Record<Placeholders<(typeof en)[K]>, string>;

/** A full catalogue: every key of English, each a string. */
export type Messages = { readonly [K in MessageKey]: string };

/** `true` when `S` holds every `{placeholder}` in `P`; `boolean` when one is missing. */
type HoldsAll<S extends string, P extends string> = [P] extends [never]
  ? true
  : P extends P
    ? S extends `${string}{${P}}${string}`
      ? true
      : false
    : never;

/** Maps a message that drops one of English's placeholders to an explanatory error type. */
type CheckedPlaceholders<C extends Messages> = {
  readonly [K in MessageKey]: false extends HoldsAll<C[K], Placeholders<(typeof en)[K]>>
    ? `Must keep every placeholder of "${(typeof en)[K]}"`
    : C[K];
};

const deMessages = {
  'demo.heading': 'Paginierte Tabelle',
  'demo.caption': 'Kundentabelle',
  'demo.captionPinned': 'Kundentabelle mit zwei fixierten Spalten',
  'demo.infoBanner': 'Ich bin ein Info-Banner',
  'demo.alertBanner': 'Ich bin ein Warn-Banner',
  'demo.docsHeading': 'Verwendung',
  'demo.docsBasic': 'Einfache Tabelle',
  'demo.docsVariants': 'Textvarianten und ein Banner',
  'demo.column.displayName': 'Anzeigename',
  'demo.column.fullLegalName': 'Vollständiger Name',
  'demo.column.emailAddress': 'E-Mail',
  'demo.column.accountId': 'Konto-ID',
  'demo.column.telephoneNumber': 'Telefon',
  'demo.column.country': 'Land',
  'demo.column.postalCode': 'Postleitzahl',
  'table.loadMore': 'Mehr laden',
  'table.actions': 'Aktionen',
  'table.fallback': 'Keine Einträge vorhanden',
  'table.results': '{shown} von {total} angezeigt',
  'table.loading': 'Wird geladen',
  'table.rowAction': 'Aktion für {name}',
  'table.rowLink': 'Externer Link für {name}',
  'table.rowTrigger': 'Menü für {name}',
  'table.resize': '{header} skalieren',
  'table.resizeValue': '{width} Pixel',
  'banner.info': 'Information',
  'banner.alert': 'Warnung',
} as const satisfies Messages;

/** German. A missing key or a dropped `{placeholder}` fails to compile here. */
export const de: CheckedPlaceholders<typeof deMessages> = deMessages;

export const catalogues = { en, de } as const;

export type Locale = keyof typeof catalogues;

export const locales = Object.keys(catalogues) as Locale[];
