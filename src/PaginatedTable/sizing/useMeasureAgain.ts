import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useBrowserLayoutEffect } from '../useBrowserLayoutEffect.js';
import { drawnWithAny } from './measure.js';
import { TextProbe } from './textProbe.js';

/**
 * Asks for a measure (`requestMeasure`) when what a table draws changes size with no change of
 * its data, columns or headers. Widths the user set stay, as for new data.
 * - A font the table uses finishes loading: names drawn in the fallback font were narrower.
 *   Only such a font: pages load icon fonts, and a failed load fires too.
 * - Text spacing or a font size that a user's style sheet sets after the table shows
 *   (WCAG 1.4.12): a hidden line of text in the headers' font tells (`TextProbe`).
 * - Forced colours switched on or off: they draw borders (the pinned edges' lines).
 *
 * `watch(table)`, after each measure, keeps the text probe in the table's first header cell (a
 * new column set may have replaced that cell).
 */
export function useMeasureAgain(
  tableRef: RefObject<HTMLTableElement | null>,
  requestMeasure: () => void,
  /** Set while the table has no box: it is measured once it has one, so nothing to watch yet. */
  waitingForBox: RefObject<boolean>,
): { watch: (table: HTMLTableElement) => void } {
  // A layout effect, so a load just after the first measure is not missed.
  useBrowserLayoutEffect(() => {
    if (!('fonts' in document)) return; // jsdom
    const { fonts } = document;
    const onLoaded = ({ fontfaces }: FontFaceSetLoadEvent) => {
      const table = tableRef.current;
      if (table && drawnWithAny(table, fontfaces)) requestMeasure();
    };
    fonts.addEventListener('loadingdone', onLoaded);
    return () => {
      fonts.removeEventListener('loadingdone', onLoaded);
    };
  }, [tableRef, requestMeasure]);

  const probe = useRef<TextProbe | null>(null);
  useEffect(() => {
    const text = new TextProbe(requestMeasure);
    probe.current = text;
    const table = tableRef.current;
    if (table && !waitingForBox.current) text.attach(table);
    // jsdom has no `matchMedia`.
    const forcedColors =
      typeof window.matchMedia === 'function' ? matchMedia('(forced-colors: active)') : null;
    forcedColors?.addEventListener('change', requestMeasure);
    return () => {
      text.dispose();
      probe.current = null;
      forcedColors?.removeEventListener('change', requestMeasure);
    };
  }, [tableRef, requestMeasure, waitingForBox]);

  return useMemo(() => ({ watch: (table) => probe.current?.attach(table) }), []);
}
