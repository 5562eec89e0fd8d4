'use client';

import { css, useTheme, type SerializedStyles } from '@emotion/react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import type { Theme } from '../theme/theme.js';
import { resolveTheme } from '../theme/styled.js';
import { canHover, focusRing, hairline } from './styles.js';

/**
 * - `default`: bordered button for secondary actions.
 * - `primary`: filled accent button for the main action of a view.
 * - `invisible`: no border or fill until hovered, for dense rows (e.g. an actions trigger).
 */
export type ButtonVariant = 'default' | 'primary' | 'invisible';

/** Props of `Button`: a `<button>`'s, plus its variant. */
export type ButtonProps = ComponentPropsWithoutRef<'button'> & {
  /**
   * Visual weight of the button; written to `data-variant`.
   * @default 'default'
   */
  variant?: ButtonVariant | undefined;
};

/** A button's least height and width: the touch-friendly size rows with buttons make room for. */
export const CONTROL_SIZE = '32px';

const buttonStyles = (theme: Theme) =>
  css([
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: theme.space[1],
      minBlockSize: CONTROL_SIZE,
      minInlineSize: CONTROL_SIZE,
      paddingInline: theme.space[3],
      font: 'inherit',
      fontWeight: theme.font.weight.strong,
      color: theme.colors.text,
      backgroundColor: theme.colors.surface,
      border: hairline(theme),
      borderRadius: theme.radii.md,
      cursor: 'pointer',
      [canHover]: { '&:hover': { borderColor: theme.colors.borderStrong } },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
      '&[data-variant="primary"]': {
        color: theme.colors.accentText,
        backgroundColor: theme.colors.accent,
        borderColor: theme.colors.accent,
      },
      '&[data-variant="invisible"]': {
        paddingInline: theme.space[2],
        backgroundColor: 'transparent',
        borderColor: 'transparent',
        '&[aria-expanded="true"]': { backgroundColor: theme.colors.rowHover },
        [canHover]: { '&:hover': { backgroundColor: theme.colors.rowHover } },
      },
    },
    focusRing(theme),
  ]);

// Serialized once per theme, not on every render: a styled element re-serializes and hashes its
// styles each time. Emotion hands a lone serialized style through untouched, and a consumer's
// `className` styles still come after these, so they win. A table's row triggers take the same
// styles as one shared class name (`RowActions`).
const stylesByTheme = new WeakMap<Theme, SerializedStyles>();
/** A `Button`'s styles (every variant, selected by `data-variant`), serialized once per theme. */
export function buttonStylesFor(theme: Theme): SerializedStyles {
  let styles = stylesByTheme.get(theme);
  if (!styles) {
    styles = buttonStyles(theme);
    stylesByTheme.set(theme, styles);
  }
  return styles;
}

/** A native `<button>`, `type="button"` unless told otherwise. */
// forwardRef rather than a ref prop: the package supports React 18.
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', type = 'button', ...props },
  ref,
) {
  const styles = buttonStylesFor(resolveTheme(useTheme()));
  return <button ref={ref} css={styles} data-variant={variant} type={type} {...props} />;
});
