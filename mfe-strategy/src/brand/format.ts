/** Dates as the spec shows them: 'MMM d, yyyy' in US English (e.g. Jan 5, 2025). */
const US_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function formatDate(value: string | Date | null | undefined): string {
  const date = value ? new Date(value) : new Date();
  return US_DATE.format(Number.isNaN(date.getTime()) ? new Date() : date);
}

/** File size shown in the wizard: KB, rounded. */
export const formatKb = (bytes: number): string => `${Math.round(bytes / 1024)} KB`;
/** File size shown in a drop zone: MB with 2 decimals. */
export const formatMb = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
