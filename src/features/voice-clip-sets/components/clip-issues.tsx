import { Alert, Anchor, List, Text } from '@mantine/core';
import type { Clip } from '../../../contract';
import { formatDurationMs } from '../../../lib/format';
import { turnLabel } from '../model/clip-text';
import type { ClipModel } from '../model/timeline';

const SHOWN = 20;
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** Gaps, overlaps, duration mismatches and unplaceable clips, in words, each a link to the clip. */
export function ClipIssues({
  clips,
  model,
  onSelect,
}: {
  clips: readonly Clip[];
  model: ClipModel;
  onSelect: (index: number) => void;
}) {
  const items = issueItems(clips, model);
  const counts = [
    plural(model.gaps.length, 'gap'),
    plural(model.overlaps.length, 'overlap'),
    plural(model.mismatches.length, 'duration mismatch', 'duration mismatches'),
  ];
  if (model.unplaced.length)
    counts.push(plural(model.unplaced.length, 'clip without valid times', 'clips without valid times'));
  const none = items.length === 0;
  return (
    <Alert
      color={none ? 'gray' : 'yellow'}
      variant="light"
      // A finding about the data, read in its place under "Checks": not an alert announced
      // over whatever the reader is saying when the set loads (Mantine's Alert is role="alert").
      role="note"
      // Mantine's yellow title on the yellow tint is below 4.5:1; the text colour keeps it readable.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      title={none ? 'No gaps, overlaps or duration mismatches' : `Flagged: ${counts.join(', ')}`}
    >
      {none ? (
        <Text size="sm">Gaps of 2 seconds or more between clips would be flagged here.</Text>
      ) : (
        <List size="sm" spacing={2}>
          {items.map((it) => (
            <List.Item key={it.key}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="left"
                onClick={() => onSelect(it.index)}
                c="light-dark(var(--mantine-color-blue-9), var(--mantine-color-blue-1))"
              >
                {it.text}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
      {items.length > 0 &&
        (model.gaps.length > SHOWN || model.overlaps.length > SHOWN || model.mismatches.length > SHOWN) && (
          <Text size="xs" mt={4}>
            The first {SHOWN} of each kind are listed.
          </Text>
        )}
    </Alert>
  );
}

type Issue = { key: string; text: string; index: number };

/** The first SHOWN of each kind of issue, in words, each with the clip it points at. */
function issueItems(clips: readonly Clip[], model: ClipModel): Issue[] {
  const items: Issue[] = [];
  for (const g of model.gaps.slice(0, SHOWN)) {
    items.push({
      key: `g${g.before}`,
      text: `Gap of ${formatDurationMs(g.end - g.start)} before turn ${turnLabel(clips[g.before], g.before)} (${formatDurationMs(g.start)} – ${formatDurationMs(g.end)})`,
      index: g.before,
    });
  }
  for (const o of model.overlaps.slice(0, SHOWN)) {
    items.push({
      key: `o${o.first}-${o.second}`,
      text: `Turn ${turnLabel(clips[o.second], o.second)} overlaps turn ${turnLabel(clips[o.first], o.first)} by ${formatDurationMs(o.end - o.start)}`,
      index: o.second,
    });
  }
  for (const i of model.mismatches.slice(0, SHOWN)) {
    const c = clips[i];
    const actual = (c?.end_ms ?? 0) - (c?.start_ms ?? 0);
    items.push({
      key: `m${i}`,
      text: `Turn ${turnLabel(c, i)}: duration_ms is ${c?.duration_ms ?? '—'} but end − start is ${actual}`,
      index: i,
    });
  }
  for (const i of model.unplaced.slice(0, SHOWN)) {
    items.push({
      key: `u${i}`,
      text: `Turn ${turnLabel(clips[i], i)} has no valid start and end, so it is not on the timeline`,
      index: i,
    });
  }
  return items;
}
