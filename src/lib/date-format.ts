// Building an Intl.DateTimeFormat costs far more than using one: the overview's chart names each of
// its 90 bars, so one formatter per set of options is kept (see docs/performance.md, row "Date
// formatters kept, one per set of options").
const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter of `options` for `locale`, built once. */
export function cachedDateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formats.set(key, f);
  }
  return f;
}
