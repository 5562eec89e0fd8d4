import type { Story, StoryDefault } from '@ladle/react';
import { Spinner } from './Spinner.js';

export default { title: 'Primitives / Spinner' } satisfies StoryDefault;

/** The default: 32px, named by the locale's "Loading". */
export const Default = () => <Spinner />;

/** Sizes are diameters in pixels; each spinner has its own accessible name. */
export const Sizes = () => (
  <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
    <Spinner size={16} label="Loading small" />
    <Spinner label="Loading medium" />
    <Spinner size={48} label="Loading large" />
  </div>
);

interface PlaygroundProps {
  size: number;
  label: string;
}

/** Change the size and the accessible name in the controls. */
export const Playground: Story<PlaygroundProps> = ({ size, label }) => (
  <Spinner size={size} label={label} />
);
Playground.args = { size: 32, label: 'Loading customers' };
Playground.argTypes = {
  size: { control: { type: 'range', min: 12, max: 96, step: 4 } },
};
