import type { Story, StoryDefault } from '@ladle/react';
import { CustomerTable, type FeaturesProps } from '../demo/CustomerTable.js';
import { LocaleProvider } from '../i18n/LocaleProvider.js';

export default { title: 'Paginated table / Features' } satisfies StoryDefault;

/** The customer table with every state a user may want to flip, as Ladle controls. */
export const Playground: Story<FeaturesProps> = (props) => (
  <LocaleProvider locale={props.locale}>
    <CustomerTable {...props} />
  </LocaleProvider>
);
Playground.args = {
  loading: false,
  empty: false,
  pinnedColumns: 1,
  rowCount: 10,
  textWrap: false,
  height: 600,
};
Playground.argTypes = {
  locale: { options: ['en', 'de'], control: { type: 'radio' }, defaultValue: 'en' },
  pinnedColumns: { control: { type: 'range', min: 0, max: 2, step: 1 } },
  rowCount: { control: { type: 'range', min: 0, max: 45, step: 1 } },
  height: { control: { type: 'range', min: 200, max: 900, step: 50 } },
};

const defaults: FeaturesProps = {
  loading: false,
  empty: false,
  pinnedColumns: 1,
  rowCount: 10,
  locale: 'en',
  textWrap: false,
  height: 600,
};

export const Loading = () => <Playground {...defaults} loading />;
export const Empty = () => <Playground {...defaults} empty />;
export const TwoPinnedColumns = () => <Playground {...defaults} pinnedColumns={2} rowCount={45} />;
export const TextWrap = () => <Playground {...defaults} textWrap />;
export const German = () => <Playground {...defaults} locale="de" />;
