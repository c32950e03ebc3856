import type { CDPSession } from 'puppeteer-core';

/** What the page holds after a forced garbage collection, read over the Chrome DevTools protocol. */
export interface HeapCounters {
  /** V8's whole heap, compiled code included */
  heap: number;
  listeners: number;
  nodes: number;
}

export async function countersOf(cdp: CDPSession): Promise<HeapCounters> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return { heap: heap.usedSize, listeners: dom.jsEventListeners, nodes: dom.nodes };
}

/**
 * The counters once the listener count is at most `listeners`, or after 10 s: the abort listeners of
 * the last requests' controllers live until their debounce and dedupe timers (≤ 2 s) let them go.
 */
export async function settledCounters(cdp: CDPSession, listeners: number): Promise<HeapCounters> {
  const until = Date.now() + 10_000;
  let counters = await countersOf(cdp);
  while (counters.listeners > listeners && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 500));
    counters = await countersOf(cdp);
  }
  return counters;
}

/** Heap snapshot node types that are the page's own JavaScript values (not code, hidden classes or the browser's objects). */
const JS_VALUES = new Set([
  'object',
  'closure',
  'array',
  'string',
  'concatenated string',
  'sliced string',
  'number',
  'symbol',
  'regexp',
  'bigint',
]);

/**
 * Bytes of JavaScript values alive after a collection, from a heap snapshot. V8's whole heap also
 * counts the machine code it compiles for functions as they run more often, which grows over the
 * first visits whatever the app keeps; a leak is values kept, which this counts.
 */
export async function jsValueBytes(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const onChunk = (e: { chunk: string }) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  let bytes = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    if (JS_VALUES.has(types[0][snapshot.nodes[i + typeAt]])) bytes += snapshot.nodes[i + sizeAt];
  }
  return bytes;
}
