import { css, type Theme } from '@emotion/react';

/** Hides content visually but keeps it in the accessibility tree. */
export const visuallyHidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** The one hairline every border of the table and its primitives draws, in `colors.border`. */
export const hairline = (theme: Theme) => `1px solid ${theme.colors.border}`;

/**
 * Where a pointer can hover: a hover style under it. On a touch screen a tapped element would keep
 * a hover style until the next tap elsewhere (a row stays highlighted), so there it has none.
 */
export const canHover = '@media (hover: hover)';

/** The focus ring's width, and its usual gap from the control, in px. */
export const RING_WIDTH = 2;
export const RING_OFFSET = 2;

/**
 * The one focus ring every interactive primitive shares (keyboard focus only). A control with
 * less room around it than the usual gap gives a smaller `offset`, down to an inset ring.
 */
export const focusRing = (theme: Theme, offset = RING_OFFSET) => css`
  &:focus-visible {
    outline: ${RING_WIDTH}px solid ${theme.colors.focusRing};
    outline-offset: ${offset}px;
  }
`;
