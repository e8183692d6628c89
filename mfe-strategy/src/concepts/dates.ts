/** Month names of the product's display format (`MMM`, US English). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A concept's `yyyy-mm-dd` date in the product's display format `MMM d, yyyy` (the spec's date
 * format). It is a calendar date, not an instant: it reads the same in every time zone. Written out
 * rather than through Intl.DateTimeFormat, whose first use costs the page tens of milliseconds.
 */
export function formatScheduledDate(date: string | null | undefined): string | null {
  if (!date) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // the day as a real date (2026-02-30 rolls over into March, as the Intl formatter did)
  const d = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(d.getTime())) return null;
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}
