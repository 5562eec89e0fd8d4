'use client';

import { styled } from '../theme/styled.js';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

/**
 * - `default`: body text.
 * - `secondary`: supporting text in a quieter colour (still AA contrast).
 * - `strong`: emphasised, semi-bold text such as a row's primary name.
 * - `mono`: identifiers, codes and phone numbers in a monospace face with tabular figures, read
 *   left to right (`dir="ltr"`) even in right-to-left text.
 */
export type TextVariant = 'default' | 'secondary' | 'strong' | 'mono';

/** Props of `Text`: a `<span>`'s, plus its variant. */
export type TextProps = ComponentPropsWithoutRef<'span'> & {
  /**
   * Typographic variant; written to `data-variant`.
   * @default 'default'
   */
  variant?: TextVariant | undefined;
  /**
   * Cuts overflowing text to one line with an ellipsis instead of wrapping.
   * @default false
   */
  truncate?: boolean | undefined;
};

const StyledText = styled.span(({ theme }) => ({
  color: theme.colors.text,
  '&[data-variant="secondary"]': { color: theme.colors.textSecondary },
  '&[data-variant="strong"]': { fontWeight: theme.font.weight.strong },
  // Codes and phone numbers read left to right even on right-to-left pages: `dir="ltr"` (see
  // `Text`), not `direction`, which an RTL style plugin (stylis-plugin-rtl) would turn round.
  '&[data-variant="mono"]': {
    unicodeBidi: 'isolate',
    fontFamily: theme.font.mono,
    fontSize: theme.font.size.sm,
    fontVariantNumeric: theme.font.numeric,
  },
  '&[data-truncate]': {
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
}));

/** Inline text with the variants table cells use. */
export const Text = forwardRef<HTMLSpanElement, TextProps>(function Text(
  { variant = 'default', truncate = false, ...props },
  ref,
) {
  return (
    <StyledText
      ref={ref}
      data-variant={variant}
      data-truncate={truncate || undefined}
      {...props}
      dir={props.dir ?? (variant === 'mono' ? 'ltr' : undefined)}
    />
  );
});
