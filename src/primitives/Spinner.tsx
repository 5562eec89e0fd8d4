'use client';

import { keyframes } from '@emotion/react';
import { styled } from '../theme/styled.js';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useLocale } from '../i18n/LocaleProvider.js';

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledSpinner = styled.span(({ theme }) => ({
  display: 'inline-block',
  // The border is part of the diameter, so `size` is the size the user sees.
  boxSizing: 'border-box',
  inlineSize: 'var(--pt-spinner-size)',
  blockSize: 'var(--pt-spinner-size)',
  borderRadius: '50%',
  border: `3px solid ${theme.colors.border}`,
  borderBlockStartColor: theme.colors.accent,
  animation: `${spin} 0.8s linear infinite`,
  // Forced colours paint all four borders in one colour, a ring that turns unseen: the arc and
  // the track take two system colours of their own.
  '@media (forced-colors: active)': {
    forcedColorAdjust: 'none',
    borderColor: 'GrayText',
    borderBlockStartColor: 'Highlight',
  },
  '@media (prefers-reduced-motion: reduce)': {
    // A still, full ring: no motion, and the progressbar role still says "busy".
    animation: 'none',
    borderColor: theme.colors.accent,
    opacity: 0.7,
  },
  '@media (prefers-reduced-motion: reduce) and (forced-colors: active)': {
    borderColor: 'Highlight',
  },
}));

/** Props of `Spinner`: a `<span>`'s, plus its own. */
export type SpinnerProps = ComponentPropsWithoutRef<'span'> & {
  /**
   * Diameter in pixels.
   * @default 32
   */
  size?: number | undefined;
  /**
   * Accessible name announced for the busy state.
   * @default the locale's 'Loading'
   */
  label?: string | undefined;
};

/** An indeterminate progress indicator with an accessible name. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 32, label, style, ...props },
  ref,
) {
  const { t } = useLocale();
  return (
    <StyledSpinner
      ref={ref}
      role="progressbar"
      aria-label={label ?? t('table.loading')}
      style={{ ['--pt-spinner-size' as string]: `${size}px`, ...style }}
      {...props}
    />
  );
});
