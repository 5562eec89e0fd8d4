import type { Story, StoryDefault } from '@ladle/react';
import { CustomerTable } from '../demo/CustomerTable.js';
import { featureDefaults, type FeaturesProps } from '../demo/features.js';
import { LocaleProvider } from '../i18n/LocaleProvider.js';

export default { title: 'Paginated table / Features' } satisfies StoryDefault;

/** The customer table with every state a user may want to flip, as Ladle controls. */
export const Playground: Story<FeaturesProps> = (props) => (
  <LocaleProvider locale={props.locale}>
    <CustomerTable {...props} />
  </LocaleProvider>
);
Playground.args = featureDefaults;
Playground.argTypes = {
  locale: { options: ['en', 'de'], control: { type: 'radio' } },
  pinnedColumns: { control: { type: 'range', min: 0, max: 2, step: 1 } },
  rowCount: { control: { type: 'range', min: 0, max: 45, step: 1 } },
  height: { control: { type: 'range', min: 200, max: 900, step: 50 } },
};

const defaults = featureDefaults;

export const Loading = () => <Playground {...defaults} loading />;
export const Empty = () => <Playground {...defaults} empty />;
export const TwoPinnedColumns = () => <Playground {...defaults} pinnedColumns={2} rowCount={45} />;
export const TextWrap = () => <Playground {...defaults} textWrap />;
export const German = () => <Playground {...defaults} locale="de" />;
