import {
  StrictMode,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentType,
} from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { FRAME, SORT } from './columns.js';
import { makeCustomers, type Customer } from './data.js';
import {
  FIRST_ROW_MARK,
  INITIAL_ROWS,
  LAST_ROW_ID,
  nextPaint,
  paintedWhen,
  paintedWith,
  readBodyRenders,
} from './harness.js';
import './bench.css';

export interface ImplProps {
  rows: readonly Customer[];
  /** Total in the data set, for implementations that show it. */
  total: number;
  /**
   * With `?sortable`: the name column's header is a sort control, and this says whether the
   * rows are sorted by it (`SORT`); `undefined` on a page without sorting.
   */
  sorted: boolean | undefined;
  /** What a press on the name column's sort control calls. */
  onSort: () => void;
}

const implementations: Record<string, () => Promise<ComponentType<ImplProps>>> = {
  plain: async () => (await import('./impls/plain.js')).PlainTable,
  tanstack: async () => (await import('./impls/tanstack.js')).TanStackTable,
  mui: async () => (await import('./impls/mui.js')).MuiTable,
  ours: async () => (await import('./impls/ours.js')).OursTable,
};

/** The implementations that keep every loaded row in the DOM (not a virtualized grid). */
const EVERY_ROW = new Set(['plain', 'tanstack', 'ours']);

const params = new URLSearchParams(location.search);
const implName = params.get('impl') ?? 'plain';
const initialRows = INITIAL_ROWS;
const sortable = params.has('sortable');
const load = implementations[implName];
if (!load)
  throw new Error(`Unknown impl "${implName}": use ${Object.keys(implementations).join(', ')}.`);

// Generated before timing starts: every implementation gets the same rows, and room to load more.
const data = makeCustomers(initialRows + 10);
let setCount: (count: number) => void = () => undefined;
let count = initialRows;
// What the data source answers a sort with: the first page in that order. A server's work, not
// the table's, so it is ready before anything is timed.
const collator = new Intl.Collator('en', { numeric: true });
const sortedPage = [...data]
  .sort((a, b) => collator.compare(b[SORT.columnId], a[SORT.columnId]))
  .slice(0, SORT.pageRows);
let sort: () => void = () => undefined;

let rerender: () => void = () => undefined;

function App({ Impl }: { Impl: ComponentType<ImplProps> }) {
  const [shown, setShown] = useState(initialRows);
  const [sorted, setSorted] = useState(false);
  const onSort = useCallback(() => {
    setSorted(true);
  }, []);
  // A parent's own state: a render with the same props for the table.
  const [, setRenders] = useState(0);
  useLayoutEffect(() => {
    setCount = setShown;
    rerender = () => {
      setRenders((renders) => renders + 1);
    };
    sort = onSort;
  }, [onSort]);
  const rows = useMemo(() => (sorted ? sortedPage : data.slice(0, shown)), [sorted, shown]);
  return (
    <div style={{ inlineSize: FRAME.width }}>
      <Impl
        rows={rows}
        total={data.length}
        sorted={sortable ? sorted : undefined}
        onSort={onSort}
      />
    </div>
  );
}

const Impl = await load();
const root = createRoot(document.getElementById('root') as HTMLElement);
const start = performance.now();
root.render(
  <StrictMode>
    <App Impl={Impl} />
  </StrictMode>,
);

window.bench = {
  mounted: paintedWith(FIRST_ROW_MARK).then((end) => end - start),
  // Rows arrive in order: the last one's mark says every row is in.
  allRows: EVERY_ROW.has(implName)
    ? paintedWhen(() => document.getElementById(LAST_ROW_ID) !== null).then((end) => end - start)
    : Promise.resolve(null),
  rerender: async () => {
    const begin = performance.now();
    flushSync(rerender);
    return (await nextPaint()) - begin;
  },
  commits: () => window.__benchCommits,
  bodyRenders: readBodyRenders,
  nextPaint,
  loadMore: async (added) => {
    const begin = performance.now();
    count += added;
    // A click's update is a discrete (synchronous) render in React; flushSync does the same here.
    flushSync(() => {
      setCount(count);
    });
    return (await nextPaint()) - begin;
  },
  sort: async () => {
    const begin = performance.now();
    // As a press's update, and with the answer at once: the table's cost, not the network's.
    flushSync(sort);
    return (await nextPaint()) - begin;
  },
};
