import type { StoryDefault } from '@ladle/react';
import { Link } from './Link.js';
import { Text } from './Text.js';

export default { title: 'Primitives / Link' } satisfies StoryDefault;

/** A link inside running text: underlined, so it is not told apart by colour alone. */
export const InText = () => (
  <p>
    <Text>
      Column widths can be reset at any time; <Link href="#column-sizing">read about sizing</Link>{' '}
      for the details.
    </Text>
  </p>
);

/** A link that opens a new tab says so in its name. */
export const External = () => (
  <Link href="https://example.com/" target="_blank" rel="noreferrer">
    Example site (opens in a new tab)
  </Link>
);
