import { type AvailableConditions, KNOWN_SOURCES, type KnownSource, unknownSourceItemSchema } from '../../../contract';

/**
 * What kind of value an item is compared with. It decides the comparators and the value
 * editor; `unknown` is an item of a source the client does not know.
 */
export type ItemKind = 'eval' | 'number' | 'count' | 'boolean' | 'string' | 'datetime' | 'red_flag' | 'unknown';

export type CatalogueItem = {
  source: string;
  ref: string | number;
  name: string;
  kind: ItemKind;
  /** Unit of a voice metric (ms, %); null where none. */
  unit: string | null;
  /** The type the service gave (extraction fields, call metadata), shown beside the name. */
  typeLabel: string | null;
};

export type CatalogueSource = { key: string; title: string; known: boolean; items: CatalogueItem[] };

const SOURCE_TITLES: Record<KnownSource, string> = {
  evals: 'Evals',
  voice_metrics: 'Voice metrics',
  extraction_fields: 'Extraction fields',
  call_metadata: 'Call metadata',
  red_flags: 'Red flags',
  red_flag_aggregates: 'Red-flag aggregates',
};

const isKnownSource = (key: string): key is KnownSource => (KNOWN_SOURCES as readonly string[]).includes(key);

/** "custom_scores" -> "Custom scores": a title for a source the client has no name for. */
export function sourceTitle(key: string): string {
  if (isKnownSource(key)) return SOURCE_TITLES[key];
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/** Field types are free strings in the contract; these spellings are read as the kinds we edit. */
export function kindOfType(type: string | null | undefined): ItemKind {
  const t = (type ?? '').toLowerCase();
  if (['number', 'integer', 'int', 'float', 'decimal', 'double'].includes(t)) return 'number';
  if (['boolean', 'bool'].includes(t)) return 'boolean';
  if (['datetime', 'date-time', 'date_time', 'date', 'timestamp'].includes(t)) return 'datetime';
  return 'string';
}

/** An item of an unknown source, by whatever it carries; nothing the service offers is dropped. */
function unknownItem(source: string, raw: unknown, index: number): CatalogueItem {
  const base = { source, kind: 'unknown' as const, unit: null, typeLabel: null };
  if (typeof raw === 'string' || typeof raw === 'number') return { ...base, ref: raw, name: String(raw) };
  const parsed = unknownSourceItemSchema.safeParse(raw);
  const it = parsed.success ? parsed.data : {};
  const ref = it.id ?? it.key ?? it.name ?? it.label ?? index;
  const name =
    it.name ?? it.label ?? it.key ?? (it.id !== null && it.id !== undefined ? String(it.id) : `Item ${index + 1}`);
  return { ...base, ref, name };
}

/** Endpoint 7's answer as sources in display order: the known ones, then any others. */
export function buildCatalogue(available: AvailableConditions): CatalogueSource[] {
  const item = (
    source: KnownSource,
    ref: string | number,
    name: string,
    kind: ItemKind,
    unit: string | null = null,
    typeLabel: string | null = null,
  ): CatalogueItem => ({
    source,
    ref,
    name,
    kind,
    unit,
    typeLabel,
  });
  const known: Record<KnownSource, CatalogueItem[]> = {
    evals: (available.evals ?? []).map((e) => item('evals', e.id, e.name, 'eval')),
    voice_metrics: (available.voice_metrics ?? []).map((m) =>
      item('voice_metrics', m.key, m.label, 'number', m.unit ?? null),
    ),
    extraction_fields: (available.extraction_fields ?? []).map((f) =>
      item('extraction_fields', f.id, f.name, kindOfType(f.type), null, f.type ?? null),
    ),
    call_metadata: (available.call_metadata ?? []).map((m) =>
      item('call_metadata', m.key, m.label, kindOfType(m.type), null, m.type ?? null),
    ),
    red_flags: (available.red_flags ?? []).map((f) => item('red_flags', f.id, f.label, 'red_flag')),
    red_flag_aggregates: (available.red_flag_aggregates ?? []).map((a) =>
      item('red_flag_aggregates', a.key, a.label, 'count'),
    ),
  };
  const sources: CatalogueSource[] = KNOWN_SOURCES.map((key) => ({
    key,
    title: SOURCE_TITLES[key],
    known: true,
    items: known[key],
  }));
  for (const [key, value] of Object.entries(available)) {
    if (isKnownSource(key) || !Array.isArray(value)) continue;
    sources.push({
      key,
      title: sourceTitle(key),
      known: false,
      items: value.map((raw, i) => unknownItem(key, raw, i)),
    });
  }
  return sources;
}

/** The catalogue item a condition points at; refs compare as text ("1" and 1 are the same item). */
export function findItem(
  sources: readonly CatalogueSource[],
  source: string,
  ref: string | number,
): CatalogueItem | null {
  const src = sources.find((s) => s.key === source);
  return src?.items.find((i) => String(i.ref) === String(ref)) ?? null;
}

/** Items whose name, source title, unit or type contain the query (case-insensitive). */
export function filterCatalogue(sources: readonly CatalogueSource[], query: string): CatalogueSource[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...sources];
  return sources.map((s) => {
    if (s.title.toLowerCase().includes(q)) return s;
    return {
      ...s,
      items: s.items.filter((i) => [i.name, i.unit, i.typeLabel].some((t) => t?.toLowerCase().includes(q))),
    };
  });
}
