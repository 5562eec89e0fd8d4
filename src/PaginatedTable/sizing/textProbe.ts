/**
 * Watches a line of text drawn as a table's headers are: text drawn wider or taller after a
 * measure cuts what was measured whole. A user's text-spacing or font-size override that comes
 * after the table shows (WCAG 1.4.12), or a late font, does that. DOM only, no React.
 */
import { resizeObserver } from '../../shared/resizeObserver.js';
import { headerCellsOf } from './measure.js';
import { PROBE_ATTRIBUTE } from './sizingStyles.js';

/** A hidden line of text in a table's first header cell, and the observer of its size. */
export class TextProbe {
  private readonly observer: ReturnType<typeof resizeObserver>;
  private probe: HTMLElement | null = null;
  /** The probe's size last seen, or `undefined` before its first reading. */
  private size: string | undefined;

  /** `onChange` runs, in a ResizeObserver callback, when the text's size changes. */
  constructor(onChange: () => void) {
    this.observer = resizeObserver(([entry]) => {
      const box = entry?.borderBoxSize[0];
      // A table hidden (a closed tab) draws no text: nothing changed, and no measure is due.
      if (!box || (box.inlineSize === 0 && box.blockSize === 0)) return;
      const size = `${box.inlineSize} ${box.blockSize}`;
      const changed = this.size !== undefined && size !== this.size;
      this.size = size;
      if (changed) onChange();
    });
  }

  /**
   * Puts the probe in `table`'s first header cell, unless it is there already (a new column set
   * may have replaced that cell). Its text is generated content (`SIZING_CSS`): no text node, so
   * it is in no header's name, text or measured width, and find-in-page never finds it.
   */
  attach(table: HTMLTableElement) {
    const [cell] = headerCellsOf(table);
    if (!cell || this.probe?.parentElement === cell) return;
    this.detach();
    const probe = document.createElement('span');
    probe.setAttribute(PROBE_ATTRIBUTE, '');
    probe.setAttribute('aria-hidden', 'true');
    const line = document.createElement('span');
    probe.append(line);
    cell.append(probe);
    this.probe = probe;
    this.size = undefined;
    this.observer.observe(line);
  }

  /** Removes the probe and stops watching. */
  dispose() {
    this.detach();
  }

  private detach() {
    this.observer.disconnect();
    this.probe?.remove();
    this.probe = null;
  }
}
