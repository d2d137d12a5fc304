/**
 * What an export learns about a list while paging through it with limit/offset, to tell a
 * complete file from one that only looks complete: a list that moved while it was read (items
 * coming twice, a total that changed), a server that ignores `offset` (the same page again), a
 * page that came back empty before the total was reached. Items are told apart by an id.
 */
export type ExportCheck = {
  /** Ids of every item received so far (those left out of the file too). */
  ids: Set<number | string>;
  /** Items received again: written once. */
  duplicates: number;
  /** The ids of the last page, to spot the same page again. */
  previousPage: string | null;
  /** A page equal to the one before: the server does not apply `offset`. */
  offsetIgnored: boolean;
  /** A page of items all received already (not the one before): going on would repeat them. */
  repeated: boolean;
  /** An empty page before `total` was reached, at this offset. */
  endedEarlyAt: number | null;
  /** The list's total on the first page and the last one seen (null: the server gave none). */
  firstTotal: number | null;
  lastTotal: number | null;
};

/** What the list holds, as a person names one and many of them ("call", "calls"). */
export type Noun = { one: string; many: string };

export const newExportCheck = (): ExportCheck => ({
  ids: new Set(),
  duplicates: 0,
  previousPage: null,
  offsetIgnored: false,
  repeated: false,
  endedEarlyAt: null,
  firstTotal: null,
  lastTotal: null,
});

/**
 * Takes one page (asked for at `offset`) into `check` (changed in place): the items not received
 * before, to be written, and whether to stop (the list is done, or going on cannot help).
 */
export function checkPage<T>(
  check: ExportCheck,
  offset: number,
  items: readonly T[],
  total: number | null | undefined,
  idOf: (item: T) => number | string,
): { fresh: T[]; stop: boolean } {
  if (typeof total === 'number') {
    check.firstTotal ??= total;
    check.lastTotal = total;
  }
  const ids = items.map(idOf);
  const signature = ids.join(',');
  if (items.length > 0 && signature === check.previousPage) {
    check.offsetIgnored = true;
    return { fresh: [], stop: true };
  }
  check.previousPage = signature;
  // A page that brings nothing new is not taken in (its items are not counted as repeats).
  if (items.length > 0 && ids.every((id) => check.ids.has(id))) {
    check.repeated = true;
    return { fresh: [], stop: true };
  }
  const fresh: T[] = [];
  items.forEach((item, i) => {
    const id = ids[i] as number | string;
    if (check.ids.has(id)) check.duplicates += 1;
    else {
      check.ids.add(id);
      fresh.push(item);
    }
  });
  const known = check.lastTotal;
  if (items.length === 0) {
    if (known !== null && offset < known) check.endedEarlyAt = offset;
    return { fresh, stop: true };
  }
  return { fresh, stop: known !== null && offset + items.length >= known };
}

export type ExportVerdict = {
  /** Every item the list counts is in the file, once, and the list did not change meanwhile. */
  complete: boolean;
  /** Distinct items received (the file holds these, less any left out). */
  received: number;
  /** The list's total as last given, or null when the server gives none (nothing to check against). */
  total: number | null;
  /** What went wrong, each in a sentence, in the order a person should read them. */
  problems: string[];
};

const n = (x: number) => x.toLocaleString('en');

/** What the file holds, judged against the list's total and what was seen on the way. */
export function exportVerdict(check: ExportCheck, noun: Noun): ExportVerdict {
  const items = (x: number) => `${n(x)} ${x === 1 ? noun.one : noun.many}`;
  const received = check.ids.size;
  const total = check.lastTotal;
  const problems: string[] = [];
  if (check.offsetIgnored) {
    problems.push(
      'The server sent the same page again when asked for the next one (it does not apply offset), so the export stopped there.',
    );
  }
  if (check.repeated)
    problems.push(`The server sent a page of ${noun.many} already exported, so the export stopped there.`);
  if (check.endedEarlyAt !== null && total !== null) {
    problems.push(
      `The server sent no ${noun.many} from ${noun.one} ${n(check.endedEarlyAt + 1)} on, though it counts ${items(total)}.`,
    );
  }
  if (check.firstTotal !== null && total !== null && check.firstTotal !== total) {
    problems.push(
      `The list changed while it was exported: it counted ${items(check.firstTotal)} at the start and ${items(total)} at the end, so ${noun.many} added or removed meanwhile may be missing.`,
    );
  }
  if (check.duplicates > 0) {
    problems.push(
      `${items(check.duplicates)} came twice (the list moved while it was exported, or the server repeated them); each is in the file once, and ${noun.many} pushed past the pages read may be missing.`,
    );
  }
  if (total !== null && received !== total && problems.length === 0) {
    problems.push(`The server counts ${items(total)}, but ${n(received)} different ${noun.many} arrived.`);
  }
  return { complete: total !== null && received === total && problems.length === 0, received, total, problems };
}
