import type { Story, StoryDefault } from '@ladle/react';
import { Text, type TextVariant } from './Text.js';

export default { title: 'Primitives / Text' } satisfies StoryDefault;

const stack = { display: 'flex', flexDirection: 'column', gap: 8 } as const;

/** Every variant, one per line. */
export const Variants = () => (
  <div style={stack}>
    <Text>Body text for descriptions.</Text>
    <Text variant="secondary">Supporting text, quieter but still AA.</Text>
    <Text variant="strong">Ada Lovelace</Text>
    <Text variant="mono">ACC-0042-1815</Text>
  </div>
);

const long = 'Augusta Ada King, Countess of Lovelace, mathematician and writer';

/** In a narrow box, truncated text stays on one line and ends in an ellipsis. */
export const Truncate = () => (
  <div style={{ ...stack, inlineSize: 200 }}>
    <Text truncate title={long}>
      {long}
    </Text>
    <Text>{long}</Text>
  </div>
);

interface PlaygroundProps {
  variant: TextVariant;
  truncate: boolean;
  text: string;
}

/** Flip the variant and truncation in the controls. */
export const Playground: Story<PlaygroundProps> = ({ variant, truncate, text }) => (
  <div style={{ inlineSize: 240 }}>
    <Text variant={variant} truncate={truncate}>
      {text}
    </Text>
  </div>
);
Playground.args = { variant: 'default', truncate: false, text: long };
Playground.argTypes = {
  variant: { options: ['default', 'secondary', 'strong', 'mono'], control: { type: 'radio' } },
};
