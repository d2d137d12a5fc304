import { type AlertDefinition, type ConditionNode, type MuteWindow, SEVERITIES } from '../../../contract';
import { muteWindowsText } from '../../../lib/mute-windows';
import { type ConflictItem, type Difference, type Side, differencesOf, pickOf } from '../../../lib/conflict';
import type { CatalogueSource } from './catalogue';
import { readDefinitionTree } from './integrity';
import { readBack } from './read-back';

/**
 * A definition as the builder compares and saves it: name, switch, the tree as canonical JSON,
 * and its delivery fields (B.9). A field the server did not send stays absent: it is never sent
 * back as a guess.
 */
export type DefinitionVersion = {
  name: string;
  enabled?: boolean;
  tree: string;
  severity?: string;
  channelIds?: number[];
  muteWindows?: MuteWindow[];
};

/**
 * The tree as JSON in the contract's key order, so the same tree compares equal however the
 * service ordered its keys; one this page cannot read is compared as sent.
 */
export function canonicalTree(raw: unknown): string {
  const read = readDefinitionTree(raw);
  return JSON.stringify(read.ok ? read.tree : raw);
}

type Saved = Pick<AlertDefinition, 'name' | 'enabled' | 'condition_tree'> &
  Partial<Pick<AlertDefinition, 'severity' | 'channel_ids' | 'mute_windows'>>;

export const versionOf = (d: Saved): DefinitionVersion => ({
  name: d.name,
  tree: canonicalTree(d.condition_tree),
  ...(typeof d.enabled === 'boolean' && { enabled: d.enabled }),
  ...(typeof d.severity === 'string' && { severity: d.severity }),
  ...(Array.isArray(d.channel_ids) && { channelIds: d.channel_ids }),
  ...(Array.isArray(d.mute_windows) && { muteWindows: d.mute_windows as MuteWindow[] }),
});

const idsKey = (ids: readonly number[] | undefined) => (ids ? [...ids].sort((x, y) => x - y).join(',') : null);
const muteKey = (ws: readonly MuteWindow[] | undefined) =>
  ws ? JSON.stringify(ws.map((w) => [[...w.days].sort(), w.start, w.end, w.tz])) : null;

/** `{[key]: value}`, or nothing when the value is absent: a version holds only what it knows. */
const withField = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

export const sameVersion = (a: DefinitionVersion, b: DefinitionVersion) =>
  a.name === b.name &&
  a.enabled === b.enabled &&
  a.tree === b.tree &&
  a.severity === b.severity &&
  idsKey(a.channelIds) === idsKey(b.channelIds) &&
  muteKey(a.muteWindows) === muteKey(b.muteWindows);

/** What the builder holds, in the terms of `versionOf`. */
export type BuilderValues = {
  name: string;
  enabled?: boolean;
  tree: unknown;
  severity?: string;
  channelIds?: number[];
  muteWindows?: MuteWindow[];
};

/**
 * The version a save sends: what the builder holds, where a delivery field is sent when the
 * server holds it or the person changed it, never made up for a server that did not send it.
 * `gone` channels (deleted since) are left out.
 */
export function versionToSave(v: BuilderValues, base: DefinitionVersion, gone: readonly number[]): DefinitionVersion {
  const ids = v.channelIds?.filter((id) => !gone.includes(id));
  // The severity as the page showed it: one it does not know shows as the default.
  const shown = (SEVERITIES as readonly string[]).includes(base.severity ?? '') ? base.severity : 'warning';
  const severityChanged = v.severity !== undefined && v.severity !== shown;
  const idsChanged = v.channelIds !== undefined && idsKey(v.channelIds) !== idsKey(base.channelIds ?? []);
  const muteChanged = v.muteWindows !== undefined && muteKey(v.muteWindows) !== muteKey(base.muteWindows ?? []);
  return {
    name: v.name,
    tree: canonicalTree(v.tree),
    ...withField('enabled', v.enabled),
    ...withField('severity', severityChanged ? v.severity : base.severity),
    ...withField('channelIds', idsChanged || base.channelIds !== undefined ? ids : undefined),
    ...withField('muteWindows', muteChanged ? v.muteWindows : base.muteWindows),
  };
}

const treeWords = (tree: string, sources: readonly CatalogueSource[]): string => {
  const read = readDefinitionTree(JSON.parse(tree));
  return read.ok ? readBack(read.tree, sources) : tree;
};

/** Name, state and conditions (as a sentence) where the builder and the saved definition differ. */
export function definitionDifferences(
  base: DefinitionVersion,
  mine: DefinitionVersion,
  theirs: DefinitionVersion,
  sources: readonly CatalogueSource[],
): Difference[] {
  const state = (v: DefinitionVersion) => (v.enabled === undefined ? 'Not given' : v.enabled ? 'Enabled' : 'Disabled');
  const severity = (v: DefinitionVersion) => v.severity ?? 'Not given';
  const channels = (v: DefinitionVersion) =>
    v.channelIds === undefined ? 'Not given' : v.channelIds.length === 0 ? 'None' : (idsKey(v.channelIds) ?? '');
  const mute = (v: DefinitionVersion) => (v.muteWindows ? muteWindowsText(v.muteWindows) : 'Not given');
  const items: ConflictItem[] = [
    { id: 'name', label: 'Name', base: base.name, mine: mine.name, theirs: theirs.name },
    { id: 'enabled', label: 'State', base: state(base), mine: state(mine), theirs: state(theirs) },
    { id: 'severity', label: 'Severity', base: severity(base), mine: severity(mine), theirs: severity(theirs) },
    { id: 'channels', label: 'Channels', base: channels(base), mine: channels(mine), theirs: channels(theirs) },
    { id: 'mute', label: 'Mute windows', base: mute(base), mine: mute(mine), theirs: mute(theirs) },
  ];
  if (mine.tree !== theirs.tree) {
    const [b, m, t] = [base, mine, theirs].map((v) => treeWords(v.tree, sources));
    // Two trees that read alike still differ: the JSON says how.
    const same = m === t;
    items.push({
      id: 'tree',
      label: 'Conditions',
      base: b,
      mine: same ? mine.tree : m,
      theirs: same ? theirs.tree : t,
    });
  }
  return differencesOf(items);
}

/** Mine with each difference resolved by its pick (by default, the side that changed it). */
export function mergeDefinition(
  mine: DefinitionVersion,
  theirs: DefinitionVersion,
  diffs: readonly Difference[],
  picks: ReadonlyMap<string, Side>,
): DefinitionVersion {
  const take = (id: string) => {
    const d = diffs.find((x) => x.id === id);
    return d !== undefined && pickOf(d, picks) === 'theirs';
  };
  const pick = (id: string) => (take(id) ? theirs : mine);
  return {
    name: pick('name').name,
    tree: pick('tree').tree,
    ...withField('enabled', pick('enabled').enabled),
    ...withField('severity', pick('severity').severity),
    ...withField('channelIds', pick('channels').channelIds),
    ...withField('muteWindows', pick('mute').muteWindows),
  };
}

/** The tree of a version, for the builder; null when this page cannot read it. */
export function treeOf(v: DefinitionVersion): ConditionNode | null {
  const read = readDefinitionTree(JSON.parse(v.tree));
  return read.ok ? read.tree : null;
}
