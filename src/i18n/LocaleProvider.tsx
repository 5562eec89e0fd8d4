'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  catalogues,
  en,
  withFallback,
  type CheckedMessages,
  type Locale,
  type MessageKey,
  type MessageParams,
  type Messages,
} from './messages.js';
import { warnOnce } from '../shared/warnOnce.js';

/** What `useLocale` returns. */
export interface LocaleContextValue {
  /** The BCP 47 language tag in use, e.g. `'en'`, `'de'`, `'fr-CA'`. */
  locale: string;
  /** Looks up a message and fills its `{placeholders}`. */
  t: <K extends MessageKey>(key: K, ...params: Placeholdered<K>) => string;
  /** Formats a number for the locale with `Intl.NumberFormat`. */
  formatNumber: (value: number) => string;
}

/** Messages without placeholders take no second argument; the others require theirs. */
type Placeholdered<K extends MessageKey> = [keyof MessageParams<K>] extends [never]
  ? []
  : [params: MessageParams<K>];

function builtIn(locale: string): Messages {
  const language = locale.split('-')[0] ?? '';
  return language in catalogues ? catalogues[language as Locale] : en;
}

function numberFormat(locale: string): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale);
  } catch {
    // Not a valid language tag: format as English rather than fail the whole table.
    return new Intl.NumberFormat('en');
  }
}

function createLocale(locale: string, given: Messages | undefined): LocaleContextValue {
  const { messages, fellBack } = withFallback(given ?? builtIn(locale));
  if (given && fellBack.length > 0) {
    const warning = `LocaleProvider: the "${locale}" messages lack ${fellBack.map((key) => `"${key}"`).join(', ')} (or drop a {placeholder} of English); showing English for them. Add the keys to the catalogue, typed \`as const satisfies Messages\`.`;
    warnOnce(warning);
  }
  const numbers = numberFormat(locale);
  return {
    locale,
    t: (key, ...params) => {
      const values: Record<string, string> = params[0] ?? {};
      return messages[key].replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
    },
    formatNumber: (value) => numbers.format(value),
  };
}

const LocaleContext = createContext<LocaleContextValue>(createLocale('en', undefined));

/** Props of `LocaleProvider`. */
export interface LocaleProviderProps<M extends CheckedMessages<M> = Messages> {
  /**
   * BCP 47 language tag of the components below: it picks the number format, and the built-in
   * catalogue (`en`, `de`) when no `messages` are given.
   * @default 'en'
   */
  locale?: Locale | (string & {}) | undefined;
  /**
   * The catalogue for `locale`, e.g. your French messages. Typed so that a missing key or a
   * dropped `{placeholder}` is a compile error; a key missing at run time shows English.
   * @default the built-in catalogue of `locale`, else English
   */
  messages?: M | undefined;
  /** The components that read the locale. */
  children: ReactNode;
}

/**
 * Picks the messages and number format for everything rendered inside it.
 *
 * ```tsx
 * <LocaleProvider locale="fr" messages={fr}>…</LocaleProvider>
 * ```
 */
export function LocaleProvider<const M extends CheckedMessages<M> = Messages>({
  locale = 'en',
  messages,
  children,
}: LocaleProviderProps<M>) {
  const value = useMemo(() => createLocale(locale, messages), [locale, messages]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The current locale's `t` and `formatNumber`. English when no provider is above. */
export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}
