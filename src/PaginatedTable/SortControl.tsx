import type { CSSObject } from '@emotion/react';
import type { ReactNode } from 'react';
import { canHover, focusRing, RING_OFFSET, RING_WIDTH } from '../primitives/styles.js';
import { styled } from '../theme/styled.js';
import type { Theme } from '../theme/theme.js';
import { mixesDirections } from './bidi.js';
import type { SortDirection } from './sorting.js';
import type { SortControlProps } from './useSortableHeaders.js';

/** How far the control reaches into its header cell's padding, above and below its text, in px. */
const REACH = 2;

/**
 * The ring's gap from the control: the usual one where the header cell's padding leaves room for
 * it. A denser theme's smaller `space[2]` brings it closer, inset at the least, as the header
 * cell's top is the scroll area's, which would cut a ring that stands out of it.
 */
const ringOffset = (theme: Theme) =>
  Math.max(-RING_WIDTH, Math.min(RING_OFFSET, theme.space[2] - REACH - RING_WIDTH));

const controlStyles = ({ theme }: { theme: Theme }): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  // A narrowed column cuts the text, never the arrow.
  maxInlineSize: '100%',
  verticalAlign: 'top',
  // 24 px high for a finger (WCAG 2.5.8) without making the header taller.
  paddingBlock: REACH,
  marginBlock: -REACH,
  paddingInline: 0,
  border: 0,
  borderRadius: theme.radii.sm,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  // The label reads in its own text's direction: cut at its own end in a table of the other.
  '& > span': {
    minInlineSize: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    unicodeBidi: 'plaintext',
  },
  // Letters of both directions: the table's (see `bidi.ts`).
  '& > span[data-mixed]': { unicodeBidi: 'normal' },
  [canHover]: { '&:hover > span': { textDecoration: 'underline', textUnderlineOffset: '0.2em' } },
  '& > svg': { flex: 'none', inlineSize: '1em', blockSize: '1em', fill: 'currentColor' },
  // Not sorted: both arrows, quieter, so the column reads as sortable.
  '&:not([data-sort]) > svg': { color: theme.colors.textSecondary },
  // Forced colours: the arrows take the control's own system colour.
  '@media (forced-colors: active)': { '&:not([data-sort]) > svg': { color: 'inherit' } },
  '@media print': { cursor: 'auto' },
});

const SortButton = styled.button(controlStyles, ({ theme }) => focusRing(theme, ringOffset(theme)));
const SortLink = styled.a(controlStyles, ({ theme }) => focusRing(theme, ringOffset(theme)));

const ARROWS: Record<SortDirection | 'none', string> = {
  ascending: 'M8 3l5 7H3z',
  descending: 'M8 13L3 6h10z',
  none: 'M8 1.5l4 5H4zM8 14.5l-4-5h8z',
};

/** The arrow beside a sortable header's text: decorative, `aria-sort` says it to assistive tech. */
function SortArrow({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={ARROWS[direction ?? 'none']} />
    </svg>
  );
}

export interface SortControlViewProps extends SortControlProps {
  /** The sizing label's id and mark: the header is named by this control, and measured by it. */
  labelProps: { id: string };
  /** The column's header text: the control's accessible name. */
  children: ReactNode;
}

/**
 * The native control in a sortable header (WAI-ARIA APG sortable table): a link when the sort
 * has a URL, else a button. Its name is the column's name alone; the arrow is decorative, and
 * always there (two quiet arrows when unsorted), so a header is as wide sorted as not.
 */
export function SortControl({
  direction,
  href,
  onClick,
  labelProps,
  children,
}: SortControlViewProps) {
  const content = (
    <>
      <span data-mixed={typeof children === 'string' && mixesDirections(children) ? '' : undefined}>
        {children}
      </span>
      <SortArrow direction={direction} />
    </>
  );
  const shared = { ...labelProps, 'data-sort': direction, onClick };
  return href === undefined ? (
    <SortButton type="button" {...shared}>
      {content}
    </SortButton>
  ) : (
    <SortLink href={href} {...shared}>
      {content}
    </SortLink>
  );
}
