/**
 * The library's message catalogue. English is the source of truth: its keys and
 * `{placeholders}` define `Messages`, the shape every other catalogue must have. The demo's
 * own strings live in the demo (`src/demo/messages.ts`), so a new locale translates only these.
 */
export const en = {
  'table.loadMore': 'Load more',
  'table.fallback': 'No rows to show',
  'table.results': 'Showing {shown} of {total}',
  'table.loading': 'Loading',
  'table.rowTrigger': 'Actions for {name}',
  'table.resize': 'Resize {header}',
  'table.resizeValue': '{width} pixels',
  'table.sortedAscending': 'Sorted by {header}, ascending',
  'table.sortedDescending': 'Sorted by {header}, descending',
  'table.unsorted': 'Not sorted',
  'banner.info': 'Information',
  'banner.alert': 'Alert',
} as const;

/** The key of one message of the catalogue. */
export type MessageKey = keyof typeof en;

/** Names inside `{braces}` of a message, e.g. `'Actions for {name}'` → `'name'`. */
export type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;

/** The values a message needs, keyed by its placeholders. */
export type MessageParams<K extends MessageKey> = Record<Placeholders<(typeof en)[K]>, string>;

/** A full catalogue: every key of English, each a string. */
export type Messages = { readonly [K in MessageKey]: string };

/**
 * `true` when `S` holds every `{placeholder}` in `P`; `boolean` when one is missing.
 * A plain `string` (a catalogue loaded from JSON) cannot be checked here: it passes, and
 * the run-time check falls back to English for a message that lost a placeholder.
 */
type HoldsAll<S extends string, P extends string> = string extends S
  ? true
  : [P] extends [never]
    ? true
    : P extends P
      ? S extends `${string}{${P}}${string}`
        ? true
        : false
      : never;

/**
 * A catalogue `C` as the compiler checks it: every key of English is required, and a message
 * that drops one of English's `{placeholders}` becomes an explanatory error type. Declare a
 * catalogue `as const` (or write it inline) so its messages keep their literal text.
 *
 * ```ts
 * const fr = { 'table.loadMore': 'Charger plus', … } as const satisfies Messages;
 * <LocaleProvider locale="fr" messages={fr}>  // a dropped {name} fails to compile
 * ```
 */
export type CheckedMessages<C> = {
  readonly [K in MessageKey]: K extends keyof C
    ? C[K] extends string
      ? false extends HoldsAll<C[K], Placeholders<(typeof en)[K]>>
        ? `Must keep every placeholder of "${(typeof en)[K]}"`
        : C[K]
      : string
    : string;
};

/** The German messages as written; `de` is the same, checked against English. */
const deMessages = {
  'table.loadMore': 'Mehr laden',
  'table.fallback': 'Keine Einträge vorhanden',
  'table.results': '{shown} von {total} angezeigt',
  'table.loading': 'Wird geladen',
  'table.rowTrigger': 'Menü für {name}',
  'table.resize': '{header} skalieren',
  'table.resizeValue': '{width} Pixel',
  'table.sortedAscending': 'Sortiert nach {header}, aufsteigend',
  'table.sortedDescending': 'Sortiert nach {header}, absteigend',
  'table.unsorted': 'Nicht sortiert',
  'banner.info': 'Information',
  'banner.alert': 'Warnung',
} as const satisfies Messages;

/** German. A missing key or a dropped `{placeholder}` fails to compile here. */
export const de: CheckedMessages<typeof deMessages> = deMessages;

/** The catalogues that ship with the package, by language. */
export const catalogues = { en, de } as const;

/** A locale whose catalogue ships with the package. Any other takes `messages`. */
export type Locale = keyof typeof catalogues;

/** The locales the library ships catalogues for. */
export const locales = Object.keys(catalogues) as Locale[];

/** Placeholders a message must keep, from the English source. */
export function placeholdersOf(message: string): string[] {
  return Array.from(message.matchAll(/\{(\w+)\}/g), (match) => match[1] ?? '');
}

/**
 * `messages` with every key usable: a key that is missing, not a string, or that lost one of
 * English's placeholders falls back to English. Returns the keys that fell back, for a warning.
 */
export function withFallback(messages: Partial<Record<string, unknown>>): {
  messages: Messages;
  fellBack: MessageKey[];
} {
  const fellBack: MessageKey[] = [];
  const resolved = { ...en } as Record<MessageKey, string>;
  for (const key of Object.keys(en) as MessageKey[]) {
    const message = messages[key];
    const usable =
      typeof message === 'string' &&
      placeholdersOf(en[key]).every((name) => message.includes(`{${name}}`));
    if (usable) resolved[key] = message;
    else fellBack.push(key);
  }
  return { messages: resolved, fellBack };
}
