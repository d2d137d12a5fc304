// Kept apart from the CSV writer (csv.ts): the lists' columns import these, and only the export's
// run imports the writer and its library, so the library stays with the export's lazy chunk
// (imported by three chunks, the build would put it in the code every page loads).

/** A cell of an exported CSV: text, or a number written as one. */
export type CsvCell = string | number;

/** An instant as ISO 8601 UTC; a value the service sent that is not one is kept as it came. */
export function utcInstant(value: string | null | undefined): string {
  if (!value) return '';
  const t = Date.parse(value);
  return Number.isNaN(t) ? value : new Date(t).toISOString();
}
