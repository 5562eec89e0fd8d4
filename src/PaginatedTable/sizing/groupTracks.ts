/**
 * The grid layout's row-group scheduler: it owns which head, row groups and rows carry the
 * column widths inline, and when each takes a change. DOM only, no React.
 */
import type { SizingColumn } from './columnSizing.js';
import { widthStyles } from './cssVars.js';
import { groupsInView, hasBox, rowsInView } from './measure.js';
import { NEAR_ATTRIBUTE, PARKED_ATTRIBUTE, RENDERED_ATTRIBUTE } from './sizingStyles.js';

/** Column widths as the grid layout writes them: numbers until `write` turns them into CSS. */
export interface Tracks {
  columns: readonly Pick<SizingColumn, 'id' | 'variant'>[];
  /** Width in px by column id. */
  widths: Readonly<Record<string, number>>;
}

/** What one element is given: its inline styles, and the total width of their track list. */
interface Given {
  styles: ReadonlyMap<string, string>;
  /** In px; 0 without a complete track list. */
  width: number;
}

const NOTHING: Given = { styles: new Map(), width: 0 };

function toGiven(tracks: Tracks | null): Given {
  if (!tracks) return NOTHING;
  const { columns, widths } = tracks;
  let width = 0;
  for (const { id } of columns) {
    const track = widths[id];
    if (track === undefined) {
      width = 0;
      break;
    }
    width += track;
  }
  return { styles: new Map(widthStyles(columns, widths, 'grid')), width };
}

/** How far from the view the groups' width styles are kept current, in px. */
const reach = () => 2 * window.innerHeight;

/**
 * Keeps the grid layout's width styles (the track list, and the variables that pinned cells'
 * sticky offsets read) inline on the head and on the row groups the browser may render; rows and
 * cells inherit them from their group. Never on the table once the widths are fixed: a change of
 * any style of a `<table>` makes Chromium rebuild the layout box of every skipped `<tbody>` under
 * it (about 8 ms a release at 5,000 rows, and as much on every move of a pinned column). Not a
 * stylesheet rule either: a changed rule makes the browser re-check every element of the
 * document.
 *
 * Groups within reach of the view (`reach`: more than the 150% of the viewport's height around
 * it that Chromium renders under `content-visibility: auto`) carry `data-sizing-near`. Groups the
 * browser renders carry `data-sizing-rendered` (its `contentvisibilityautostatechange` event),
 * and are as wide as their own rows, not as the table (`SIZING_CSS`): a rendered group whose
 * tracks do not change is not laid out or painted again when the table's width does.
 *
 * Only the rows a user can see must take a change at once. A drag writes its styles on the head
 * and on the rows in view alone (about 12 in a 600 px area), and parks the other rows of their
 * groups (`visibility: hidden`: each move paints their group again); a row scrolled into view
 * mid-drag takes the drag's styles as it comes. A commit (a release, a key press, new widths)
 * writes the head, the groups in or next to the view (`beside`: half the area's height, more
 * than a wheel step or a key's scroll moves between two frames; a faster scroll run off the main
 * thread may show older widths for a frame), and the groups within reach that the browser skips,
 * which costs nothing. A rendered group further off (40 to 80 rows) keeps its older styles,
 * unseen, until a scroll brings it next to the view, unless they are wider than the new ones: it
 * would hold the table (and how far the area scrolls sideways) wider than its columns, so it
 * takes them at once.
 *
 * The table's parent is its scroll container.
 */
export class GroupTracks {
  private committed: Given = NOTHING;
  private dragged: Given | null = null;
  /** Every property ever written, so that styles without one clear it. */
  private readonly properties = new Set<string>();
  /** Groups within reach of the view, as last read (and marked `data-sizing-near`). */
  private zone: HTMLTableSectionElement[] = [];
  /** Groups in or next to the view, as last read: a commit writes them at once. */
  private beside = new Set<HTMLTableSectionElement>();
  /** What each group within reach was last given. */
  private readonly given = new WeakMap<HTMLElement, Given>();
  /** Groups the browser renders (not skipped), marked `data-sizing-rendered`. */
  private readonly rendered = new Set<HTMLTableSectionElement>();
  /** Mid-drag: the rows in view, which carry the drag's styles. */
  private readonly inView = new Set<HTMLTableRowElement>();
  /** Mid-drag: the other rows of their groups, not painted. */
  private readonly parked = new Set<HTMLTableRowElement>();
  /** The head and the groups written to, so that letting go of the table clears them. */
  private readonly written = new Set<HTMLElement>();
  private readonly container: HTMLElement | null;
  private readonly onScroll = () => {
    this.refresh();
  };
  // Groups added to the body (a table that renders its rows in chunks after its first paint, a
  // custom table's own Load more) may land near the view: they take their styles before they
  // paint. Records are delivered after the commit that added them, before the frame.
  private readonly groupsAdded = new MutationObserver((records) => {
    if (records.some(({ addedNodes }) => addedNodes.length > 0)) this.refresh();
  });
  // Fired on each group (it does not bubble) when the browser starts or stops skipping it.
  private readonly onSkip = (event: Event) => {
    const group = event.target;
    if (!('skipped' in event) || !(group instanceof HTMLTableSectionElement)) return;
    if (group.parentElement !== this.table) return;
    if (event.skipped) {
      this.rendered.delete(group);
      group.removeAttribute(RENDERED_ATTRIBUTE);
    } else {
      this.rendered.add(group);
      group.setAttribute(RENDERED_ATTRIBUTE, '');
    }
  };

  constructor(private readonly table: HTMLTableElement) {
    this.container = table.parentElement;
    this.container?.addEventListener('scroll', this.onScroll, { passive: true });
    table.addEventListener('contentvisibilityautostatechange', this.onSkip, true);
    this.groupsAdded.observe(table, { childList: true });
  }

  /**
   * Reads which groups are within reach and next to the view and, mid-drag, which rows are in
   * view; then marks the near groups. A hidden table keeps its marks: with no boxes, every group
   * would read as near (a restyle of every cell as it hides, another as it shows).
   */
  regroup() {
    for (const element of this.written) if (!element.isConnected) this.written.delete(element);
    for (const group of this.rendered) if (!group.isConnected) this.rendered.delete(group);
    if (!hasBox(this.table) || !this.container) return;
    const zone = groupsInView(this.table, reach());
    const beside = groupsInView(this.table, this.container.clientHeight / 2);
    const rows = this.dragged ? rowsInView(this.table) : null;
    // Writes after every read: a mark or a park between two reads would lay out again.
    if (rows) {
      for (const row of rows.seen) {
        if (this.parked.delete(row)) row.removeAttribute(PARKED_ATTRIBUTE);
        this.inView.add(row);
      }
      for (const row of rows.unseen) {
        if (this.inView.has(row) || this.parked.has(row)) continue;
        row.setAttribute(PARKED_ATTRIBUTE, '');
        this.parked.add(row);
      }
    }
    const near = new Set(zone);
    // A group out of reach is skipped and fills the table; back within reach, it takes the
    // current styles before it renders.
    for (const group of this.zone) if (!near.has(group)) this.given.delete(group);
    markNear(this.zone, zone);
    this.zone = zone;
    this.beside = new Set(beside);
  }

  /** After a scroll or a resize of the area: groups come next to the view and take their styles. */
  refresh() {
    this.regroup();
    this.writeAll();
  }

  /**
   * The committed widths, for the head and the groups that must show them (see the class note).
   * `null`: none, so that every part inherits the table's (before the widths are fixed).
   */
  commit(tracks: Tracks | null) {
    this.committed = this.known(tracks);
    this.writeAll();
  }

  /** A drag's widths, for the head and the rows in view. */
  drag(tracks: Tracks) {
    const first = !this.dragged;
    const dragged = this.known(tracks);
    this.dragged = dragged;
    if (first) this.regroup();
    const { tHead } = this.table;
    if (tHead) this.write(tHead, dragged);
    for (const row of this.inView) this.write(row, dragged);
  }

  /** Mid-drag: the rows that have been in view since it began (auto-fit reads them). */
  rowsInView(): ReadonlySet<HTMLTableRowElement> {
    return this.inView;
  }

  /** Ends a drag: the rows in view inherit again, and the head and groups take `tracks`. */
  endDrag(tracks: Tracks | null) {
    this.dragged = null;
    for (const row of this.inView) this.write(row, NOTHING);
    this.inView.clear();
    for (const row of this.parked) row.removeAttribute(PARKED_ATTRIBUTE);
    this.parked.clear();
    this.commit(tracks);
  }

  /** Lets go of the table: every element written to inherits the table's styles again. */
  dispose() {
    this.container?.removeEventListener('scroll', this.onScroll);
    this.table.removeEventListener('contentvisibilityautostatechange', this.onSkip, true);
    this.groupsAdded.disconnect();
    for (const group of this.rendered) group.removeAttribute(RENDERED_ATTRIBUTE);
    this.rendered.clear();
    this.endDrag(null);
    markNear(this.zone, []);
    this.zone = [];
    for (const element of this.written) this.write(element, NOTHING);
    this.written.clear();
  }

  /**
   * `tracks` as styles; their properties join those that later styles may have to clear. The
   * same styles as the committed ones are the committed ones: every group already has them.
   */
  private known(tracks: Tracks | null): Given {
    const given = toGiven(tracks);
    if (sameStyles(given, this.committed)) return this.committed;
    for (const property of given.styles.keys()) this.properties.add(property);
    return given;
  }

  private writeAll() {
    const { tHead } = this.table;
    if (tHead) this.write(tHead, this.dragged ?? this.committed);
    for (const group of this.zone) this.update(group);
    // A group rendered out of the zone: a browser keeps rendering a group that holds the focus
    // or the text selection, however far it is scrolled.
    for (const group of this.rendered) if (!this.zone.includes(group)) this.update(group);
    if (this.dragged) for (const row of this.inView) this.write(row, this.dragged);
  }

  /** Gives `group` the committed styles, unless it may keep older ones (see the class note). */
  private update(group: HTMLTableSectionElement) {
    const given = this.given.get(group);
    const { committed } = this;
    if (given === committed) return;
    // Older tracks may stay on a rendered group away from the view while they are no wider.
    const older = given?.width ?? 0;
    const stays = this.rendered.has(group) && !this.beside.has(group);
    if (!stays || older === 0 || older > committed.width) {
      this.write(group, committed);
      this.given.set(group, committed);
    }
  }

  /** Sets `given`'s styles on `element`, clears the properties they lack; skips what is already so. */
  private write(element: HTMLElement, given: Given) {
    for (const property of this.properties) {
      const value = given.styles.get(property) ?? '';
      if (element.style.getPropertyValue(property) !== value) {
        element.style.setProperty(property, value);
      }
    }
    // Rows are cleared when their drag ends; the head and the groups, when the table is let go.
    if (element.tagName !== 'TR') this.written.add(element);
  }
}

function sameStyles(a: Given, b: Given): boolean {
  if (a.styles.size !== b.styles.size) return false;
  for (const [property, value] of a.styles) if (b.styles.get(property) !== value) return false;
  return true;
}

/** Moves the `data-sizing-near` mark from the groups of `before` to those of `after`. */
function markNear(
  before: readonly HTMLTableSectionElement[],
  after: readonly HTMLTableSectionElement[],
) {
  const near = new Set(after);
  for (const group of before) if (!near.has(group)) group.removeAttribute(NEAR_ATTRIBUTE);
  for (const group of after)
    if (!group.hasAttribute(NEAR_ATTRIBUTE)) group.setAttribute(NEAR_ATTRIBUTE, '');
}
