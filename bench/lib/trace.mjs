// @ts-check
/**
 * Main-thread busy time from a Chrome trace: the union of top-level tasks (`RunTask`) on the
 * page's renderer main thread, where that time went (script, style, layout, paint), and how
 * much of it was garbage collection, V8's heap and Blink's (Oilpan, `cppgc`) apart.
 */

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  // V8's collections on the main thread (`MinorGC`, `MajorGC`, `V8.GCIncrementalMarking`…).
  'v8',
  // Blink's heap (Oilpan): `CppGC.IncrementalMark`, `CppGC.AtomicMark`, sweeping. V8's major
  // collection runs Oilpan's atomic pause inside its own, so Blink's time is taken out of V8's.
  'cppgc',
];

/** Main-thread events that are V8 collecting its heap. */
const V8_GC = /^(MinorGC|MajorGC|V8\.GC)/;
/** Main-thread events that are Blink collecting its (Oilpan) heap. */
const BLINK_GC = /^(CppGC\.|BlinkGC\.)/;

/** @typedef {{ name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: any }} TraceEvent */

/**
 * Starts a trace on the page's CDP session; the returned function stops it and sums it.
 * @param {import('playwright-core').CDPSession} session
 */
export async function startTrace(session) {
  /** @type {TraceEvent[]} */
  const events = [];
  /** @param {{ value: unknown[] }} chunk */
  const onData = (chunk) => {
    events.push(.../** @type {TraceEvent[]} */ (chunk.value));
  };
  session.on('Tracing.dataCollected', onData);
  await session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES, excludedCategories: ['*'] },
  });
  return async () => {
    const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
    await session.send('Tracing.end');
    await complete;
    session.off('Tracing.dataCollected', onData);
    return summarize(events);
  };
}

/** @param {TraceEvent[]} events */
function mainThread(events) {
  const mains = events.filter(
    (event) =>
      event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  // Several renderers may be alive; the page's is the one that ran the most tasks.
  let best = mains[0];
  let bestCount = -1;
  for (const candidate of mains) {
    const count = events.filter(
      (event) => event.pid === candidate.pid && event.tid === candidate.tid && event.ph === 'X',
    ).length;
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

/** @param {[number, number][]} intervals */
function unionLength(intervals) {
  const sorted = intervals.toSorted((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of sorted) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total;
}

/** @param {TraceEvent} event @returns {[number, number]} */
const span = (event) => [event.ts, event.ts + (event.dur ?? 0)];

const KINDS = /** @type {const} */ ({
  script: [
    'FunctionCall',
    'EventDispatch',
    'TimerFire',
    'FireAnimationFrame',
    'RunMicrotasks',
    'V8.Execute',
  ],
  style: ['UpdateLayoutTree', 'RecalculateStyles'],
  layout: ['Layout'],
  paint: ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'Commit', 'PaintImage'],
});

/**
 * @param {TraceEvent[]} events
 * @returns {{ busy: number; script: number; style: number; layout: number; paint: number; gcV8: number; gcBlink: number }} ms
 */
export function summarize(events) {
  const main = mainThread(events);
  if (!main) throw new Error('The trace has no renderer main thread: is the page open?');
  const own = events.filter(
    (event) =>
      event.pid === main.pid &&
      event.tid === main.tid &&
      event.ph === 'X' &&
      event.dur !== undefined,
  );
  /** @param {readonly string[]} names */
  const sum = (names) =>
    unionLength(own.filter((event) => names.includes(event.name)).map(span)) / 1000;
  const v8 = own.filter((event) => V8_GC.test(event.name)).map(span);
  const blink = own.filter((event) => BLINK_GC.test(event.name)).map(span);
  const gcBlink = unionLength(blink) / 1000;
  return {
    gcV8: unionLength([...v8, ...blink]) / 1000 - gcBlink,
    gcBlink,
    busy: sum(['RunTask', 'ThreadControllerImpl::RunTask']),
    script: sum(KINDS.script),
    style: sum(KINDS.style),
    layout: sum(KINDS.layout),
    paint: sum(KINDS.paint),
  };
}
