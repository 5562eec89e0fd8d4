import { styled } from '../theme/styled.js';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { focusRing } from './styles.js';

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
  variant?: ButtonVariant;
};

/** A button's least height and width: the touch-friendly size rows with buttons make room for. */
export const CONTROL_SIZE = '32px';

const StyledButton = styled.button(({ theme }) => [
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
    border: theme.borders.hairline,
    borderRadius: theme.radii.md,
    cursor: 'pointer',
    '&:hover': { borderColor: theme.colors.borderStrong },
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
      '&:hover, &[aria-expanded="true"]': { backgroundColor: theme.colors.rowHover },
    },
  },
  focusRing(theme),
]);

/** A native `<button>`, `type="button"` unless told otherwise. */
// forwardRef rather than a ref prop: the package supports React 18.
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', type = 'button', ...props },
  ref,
) {
  return <StyledButton ref={ref} data-variant={variant} type={type} {...props} />;
});
