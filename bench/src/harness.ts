/** What the page exposes to the runner (`bench/run.mjs`) on `window.bench`. */
export interface BenchApi {
  /** Resolves with ms from `root.render` to the first frame painted with data in it. */
  mounted: Promise<number>;
  /**
   * Resolves with ms from `root.render` to the first frame painted with every loaded row in the
   * DOM, or with `null` for an implementation that keeps only the rows in view (virtualized).
   */
  allRows: Promise<number | null>;
  /** Renders the table's parent again with the same props; resolves after the next paint. */
  rerender: () => Promise<number>;
  /** React commits so far (all roots), from the DevTools hook installed in index.html. */
  commits: () => number;
  /** Body renders so far: calls of the first column's cell renderer. */
  bodyRenders: () => number;
  /** Adds rows as "Load more" would; resolves with ms until the next frame has painted. */
  loadMore: (count: number) => Promise<number>;
  /**
   * Sorts by the name column, descending, as a header press would (on a page opened with
   * `?sortable`): the data source answers with the first page in that order, so the table drops
   * to one page (`SORT.pageRows`). Resolves with ms until the next frame has painted.
   */
  sort: () => Promise<number>;
  /** Resolves after the next frame has painted. */
  nextPaint: () => Promise<number>;
}

declare global {
  interface Window {
    bench: BenchApi;
    __benchCommits: number;
  }
}

let bodyRenders = 0;

/** Called from each implementation's first-column cell renderer. */
export function countBodyRender(): void {
  bodyRenders += 1;
}

export const readBodyRenders = () => bodyRenders;

/** After the frame that follows now has painted: a task queued from rAF runs after paint. */
export function nextPaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        resolve(performance.now());
      };
      channel.port2.postMessage(null);
    });
  });
}

/** Polls once per frame until `done()`, then waits for that frame's paint. */
export function paintedWhen(done: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    const check = () => {
      if (done()) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          resolve(performance.now());
        };
        channel.port2.postMessage(null);
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** Polls once per frame until `selector` matches, then waits for that frame's paint. */
export const paintedWith = (selector: string) =>
  paintedWhen(() => document.querySelector(selector) !== null);

/** The rows the page mounts with (`?rows=`). */
export const INITIAL_ROWS = Number(new URLSearchParams(location.search).get('rows') ?? '45');

/**
 * Marks the last mounted row's first cell: found by id, so polling for it once a frame costs
 * nothing at 5,000 rows (counting the rows walked the whole table each frame).
 */
export const LAST_ROW_ID = 'bench-last';
export const lastRowKey = `c-${INITIAL_ROWS - 1}`;

/** Marks the first row's first cell, so the runner knows data is on screen. */
export const FIRST_ROW_MARK = '[data-bench-first]';
