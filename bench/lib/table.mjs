// Plain-text table for the terminal and CI logs.

export function renderTable(headers, rows) {
  const cells = [headers, ...rows].map((r) => headers.map((_, i) => (r[i] === undefined || r[i] === null ? '' : String(r[i]))));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const sep = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(cells[0]), sep, ...cells.slice(1).map(line)].join('\n');
}

/** "ok" / "MISS" mark beside a figure, or "" when there is no target or no figure. */
export function mark(value, { min, max } = {}) {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  if (min !== undefined && value < min) return 'MISS';
  if (max !== undefined && value > max) return 'MISS';
  return min === undefined && max === undefined ? '' : 'ok';
}

export const kb = (bytes) => (bytes === null || bytes === undefined ? '-' : (bytes / 1024).toFixed(1));
export const ms = (v) => (v === null || v === undefined ? '-' : v < 10 ? v.toFixed(2) : v.toFixed(1));
export const num = (v, d = 0) => (v === null || v === undefined ? '-' : v.toFixed(d));
