'use client';

import {
  forwardRef,
  useCallback,
  useMemo,
  useRef,
  type CSSProperties,
  type ForwardedRef,
  type HTMLAttributes,
} from 'react';
import { styled } from '../theme/styled.js';
import { useScrollEdges, useStickyParts } from './useScrollArea.js';
import { useWarnOnce } from '../shared/warnOnce.js';
import { hairline } from '../primitives/styles.js';

/**
 * The scrolling area's styles. Edge shadows show under `data-scrolled-start` / `-end`, on the
 * cells marked `data-edge`, unless that side's pins yield (`data-unpinned-start` / `-end`).
 */
const Area = styled.div(({ theme }) => ({
  boxSizing: 'border-box',
  overflow: 'auto',
  // The height given, as a variable: printed, the area takes its content's height instead.
  blockSize: 'var(--pt-height, auto)',
  border: hairline(theme),
  borderRadius: theme.radii.md,
  backgroundColor: theme.colors.canvas,
  overscrollBehaviorInline: 'contain',
  '--pt-edge-x': '6px',
  '&:dir(rtl)': { '--pt-edge-x': '-6px' },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
  // A pinned edge with content scrolled under it casts a shadow, and draws a hairline on its
  // side, which shows where a shadow barely does (on a dark canvas). Not on paper, where
  // nothing sticks or scrolls.
  '@media not print': {
    '&[data-scrolled-start]:not([data-unpinned-start]) [data-edge="start"]': {
      boxShadow: `var(--pt-edge-x) 0 6px -4px ${theme.shadows.edge}, inset calc(var(--pt-edge-x) / -6) 0 0 ${theme.colors.border}`,
    },
    '&[data-scrolled-end]:not([data-unpinned-end]) [data-edge="end"]': {
      boxShadow: `calc(-1 * var(--pt-edge-x)) 0 6px -4px ${theme.shadows.edge}, inset calc(var(--pt-edge-x) / 6) 0 0 ${theme.colors.border}`,
    },
  },
  // Pins that would cover more than half of a narrow area yield: they scroll with the rest
  // (`useStickyParts`). A header cell stays sticky, for the table layout's sticky head.
  '&[data-unpinned-start] [data-pinned="start"]': { insetInlineStart: 'auto' },
  '&[data-unpinned-end] [data-pinned="end"]': { insetInlineEnd: 'auto' },
  // Forced colours drop shadows: a pinned edge is a line in the text colour instead.
  '@media (forced-colors: active)': {
    '&:not([data-unpinned-start]) [data-edge="start"]': { borderInlineEnd: '1px solid CanvasText' },
    '&:not([data-unpinned-end]) [data-edge="end"]': { borderInlineStart: '1px solid CanvasText' },
  },
  // Printed, it does not scroll: every loaded row goes onto the pages (see the sizing unit's
  // print styles).
  '@media print': {
    blockSize: 'auto',
    overflow: 'visible',
  },
}));

/** Props of `TableContainer`: a `<div>`'s, and its height. */
export interface TableContainerProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * The area's height: a number of px, or any CSS length (`'min(600px, 80dvh)'`). The table
   * scrolls inside it, under its sticky head. Printed, the area takes every row's height.
   * @default undefined (as tall as the table)
   */
  height?: number | string | undefined;
}

/** Sets a forwarded ref, of either kind. */
function setRef<T>(ref: ForwardedRef<T>, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The table's scroll container, with its border and the behaviours of `PaginatedTable`'s own
 * area. Put your `<Table>` directly inside it. While content scrolls under a pinned column, the
 * column's edge (the cells marked by `getCellProps`) casts a shadow. In an area too narrow for
 * them, pinned columns give way and scroll with the rest. A control that takes keyboard focus
 * under the sticky head or a pinned column is scrolled clear of them. Give it a name, as a
 * scrolling region needs one: `role="region"`, `aria-label` and `tabIndex={0}`, so the keyboard
 * can scroll it.
 */
export const TableContainer = forwardRef<HTMLDivElement, TableContainerProps>(
  function TableContainer({ height, style, ...props }, ref) {
    const area = useRef<HTMLDivElement | null>(null);
    useScrollEdges(area);
    useStickyParts(area);
    const setArea = useCallback(
      (element: HTMLDivElement | null) => {
        area.current = element;
        setRef(ref, element);
      },
      [ref],
    );
    const areaStyle: CSSProperties | undefined =
      height === undefined
        ? style
        : {
            ...style,
            ['--pt-height' as string]: typeof height === 'number' ? `${height}px` : height,
          };
    // A string the browser cannot read as a length leaves the area as tall as the table.
    const unreadable = useMemo(
      () =>
        typeof height === 'string' &&
        typeof CSS !== 'undefined' &&
        !CSS.supports('block-size', height),
      [height],
    );
    useWarnOnce(
      unreadable
        ? [
            `The table's height "${String(height)}" is no CSS length, so its area is as tall as the table and scrolls nothing. Pass e.g. "min(600px, 80dvh)" or a number of px.`,
          ]
        : [],
    );
    return <Area ref={setArea} style={areaStyle} {...props} />;
  },
);
