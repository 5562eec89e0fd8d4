import type { StoryDefault } from '@ladle/react';
import { Banner } from '../primitives/Banner.js';
import { Button } from '../primitives/Button.js';
import { Spinner } from '../primitives/Spinner.js';
import { LocaleProvider, useLocale } from './LocaleProvider.js';
import type { Messages } from './messages.js';

export default { title: 'i18n / LocaleProvider' } satisfies StoryDefault;

/** Localized texts of the primitives plus a formatted number, for the current locale. */
function LocaleSample() {
  const { locale, t, formatNumber } = useLocale();
  return (
    <section lang={locale} aria-label={`Locale sample (${locale})`}>
      <Banner>
        {t('table.results', { shown: formatNumber(25), total: formatNumber(1234567) })}
      </Banner>
      <Banner variant="alert">{t('table.fallback')}</Banner>
      <p>
        <Spinner size={16} />
      </p>
      <Button>{t('table.loadMore')}</Button>
      <p>
        <data value="1234567.89">{formatNumber(1234567.89)}</data>
      </p>
    </section>
  );
}

/** Whatever locale the surrounding provider (or none: English) sets. */
export const CurrentLocale = () => <LocaleSample />;

/** A nested provider overrides the locale for its subtree. */
export const German = () => (
  <LocaleProvider locale="de">
    <LocaleSample />
  </LocaleProvider>
);

// As an untyped caller (a catalogue from JSON) might pass it: two keys are missing and one
// message lost its placeholder. Those three show in English; the rest in French.
const partialFrench = {
  'table.loadMore': 'Charger plus',
  'table.fallback': 'Aucune entrée',
  'table.results': '{shown} affichés',
  'banner.info': 'Information',
  'banner.alert': 'Alerte',
} as Partial<Messages> as Messages;

/** A consumer's own catalogue for a locale the package does not ship, with gaps. */
export const FrenchWithGaps = () => (
  <LocaleProvider locale="fr" messages={partialFrench}>
    <LocaleSample />
  </LocaleProvider>
);
