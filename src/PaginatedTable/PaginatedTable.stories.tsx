import type { Story, StoryDefault } from '@ladle/react';
import { DemoPage } from '../demo/DemoPage.js';
import { LocaleProvider } from '../i18n/LocaleProvider.js';
import type { Locale } from '../i18n/messages.js';
import { SortingPage } from './sorting.fixtures.js';

export default { title: 'Paginated table' } satisfies StoryDefault;

/**
 * The demo page: two customer tables paged together, then usage samples. Try `&nextCursor=20`
 * in the URL, or follow Load more.
 */
export const Demo = () => <DemoPage />;

/**
 * Sort and Load more in one URL, over a fake server (seeded people, answered after `latency`
 * ms). Press a header (or open it in a new tab), Load more, then go back and forward.
 */
export const Sorting: Story<{ latency: number; locale: Locale }> = ({ latency, locale }) => (
  <LocaleProvider locale={locale}>
    <SortingPage latency={latency} />
  </LocaleProvider>
);
Sorting.args = { latency: 300, locale: 'en' };
Sorting.argTypes = {
  latency: { control: { type: 'range', min: 0, max: 2000, step: 100 } },
  locale: { options: ['en', 'de'], control: { type: 'radio' } },
};
