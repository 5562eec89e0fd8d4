'use client';

import { styled } from '../theme/styled.js';
import { canHover, focusRing } from './styles.js';

/** A text link. Use it for navigation; use `Button` for actions. */
export const Link = styled.a(({ theme }) => [
  {
    color: theme.colors.accent,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: theme.radii.sm,
    cursor: 'pointer',
    [canHover]: { '&:hover': { textDecorationThickness: '2px' } },
  },
  focusRing(theme),
]);
