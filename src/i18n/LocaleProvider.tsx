import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { catalogues, type Locale, type MessageKey, type MessageParams } from './messages.js';

export interface LocaleContextValue {
  locale: Locale;
  /** Looks up a message and fills its `{placeholders}`. */
  t: <K extends MessageKey>(key: K, ...params: Placeholdered<K>) => string;
  /** Formats a number for the locale with `Intl.NumberFormat`. */
  formatNumber: (value: number) => string;
}

/** Messages without placeholders take no second argument; the others require theirs. */
type Placeholdered<K extends MessageKey> = [keyof MessageParams<K>] extends [never]
  ? []
  : [params: MessageParams<K>];

function createLocale(locale: Locale): LocaleContextValue {
  const messages = catalogues[locale];
  const numbers = new Intl.NumberFormat(locale);
  return {
    locale,
    t: (key, ...params) => {
      const values: Record<string, string> = params[0] ?? {};
      return messages[key].replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
    },
    formatNumber: (value) => numbers.format(value),
  };
}

const LocaleContext = createContext<LocaleContextValue>(createLocale('en'));

export interface LocaleProviderProps {
  /**
   * The locale whose messages and number format the components below use.
   * @default 'en'
   */
  locale?: Locale;
  /** The components that read the locale. */
  children: ReactNode;
}

/** Picks the message catalogue and number format for everything rendered inside it. */
export function LocaleProvider({ locale = 'en', children }: LocaleProviderProps) {
  const value = useMemo(() => createLocale(locale), [locale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The current locale's `t` and `formatNumber`. English when no provider is above. */
export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}
