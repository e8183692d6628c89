// Preloaded (`--require`) into a server that bench/cost.mjs measures: keeps in the file named by
// GC_REPORT_FILE the total time, in milliseconds, that the garbage collector has paused the main
// thread so far, so a read's CPU per request can show the collector's share of it.
const { PerformanceObserver } = require('node:perf_hooks');
const { writeFileSync } = require('node:fs');

const file = process.env.GC_REPORT_FILE;
if (file) {
  let total = 0;
  writeFileSync(file, '0');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) total += entry.duration;
    writeFileSync(file, String(total));
  }).observe({ entryTypes: ['gc'] });
}
