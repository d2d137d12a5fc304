import { Badge, Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { DAYS, type MuteWindow } from '../../../contract';
import type { RoleControlProps } from '../../../components/role-note';
import { isMuted, isTimeZone, muteWindowsText } from '../../../lib/mute-windows';
import { useNow } from '../../../lib/use-now';

const DAY_LABELS = new Map([
  ['mon', 'Mon'],
  ['tue', 'Tue'],
  ['wed', 'Wed'],
  ['thu', 'Thu'],
  ['fri', 'Fri'],
  ['sat', 'Sat'],
  ['sun', 'Sun'],
]);
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What is wrong with a window, before it is sent. */
export function problemsOf(w: MuteWindow): string[] {
  const out: string[] = [];
  if (w.days.length === 0) out.push('Choose at least one day.');
  if (!HHMM.test(w.start) || !HHMM.test(w.end)) out.push('Start and end are times as HH:MM.');
  if (!isTimeZone(w.tz)) out.push(`Unknown time zone: ${w.tz || '(empty)'}. Use an IANA name such as Europe/Berlin.`);
  return out;
}

/** The message before a save when a window has a problem; null when every window is sound. */
export const muteWindowsProblem = (windows: readonly MuteWindow[]): string | null =>
  windows.some((w) => problemsOf(w).length > 0) ? 'Fix the flagged mute windows first.' : null;

type Props = {
  /** The windows as the service holds them (read back as a sentence). */
  stored: MuteWindow[];
  /** The windows as edited: the definition's Save writes them. */
  windows: MuteWindow[];
  onChange: (windows: MuteWindow[]) => void;
  /** Problems show once a save was tried. */
  showProblems: boolean;
  /** "Add mute window" as the member's role allows it (B.11). */
  role?: RoleControlProps;
};

const NEW_WINDOW = (): MuteWindow => ({
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  start: '22:00',
  end: '06:00',
  tz: localZone(),
});

/**
 * "Mute windows": recurring days and times in a time zone without deliveries (an end before the
 * start runs past midnight; windows may overlap), the saved ones read back as a sentence, "muted
 * now" when one holds. Edits are saved with the rest of the definition.
 */
export function MuteWindowsEditor({ stored, windows, onChange, showProblems, role }: Props) {
  const change = (i: number, patch: Partial<MuteWindow>) =>
    onChange(windows.map((w, j) => (j === i ? { ...w, ...patch } : w)));
  return (
    <Stack gap="xs" role="group" aria-label="Mute windows">
      <ReadBack stored={stored} />
      {windows.map((w, i) => (
        <WindowFields
          key={i}
          n={i + 1}
          window={w}
          problems={showProblems ? problemsOf(w) : []}
          onChange={(patch) => change(i, patch)}
          onRemove={() => onChange(windows.filter((_, j) => j !== i))}
        />
      ))}
      <Group gap="xs">
        <Button size="xs" variant="default" {...role} onClick={() => onChange([...windows, NEW_WINDOW()])}>
          Add mute window
        </Button>
      </Group>
    </Stack>
  );
}

/** The saved windows as a sentence, and "Muted now" while one holds. */
function ReadBack({ stored }: { stored: MuteWindow[] }) {
  const now = useNow();
  return (
    <>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Mute windows
        </Text>
        {isMuted(stored, new Date(now)) && <Badge color="grape">Muted now</Badge>}
      </Group>
      <Text size="sm" data-testid="mute-read-back">
        {muteWindowsText(stored)}
      </Text>
    </>
  );
}

type WindowProps = {
  /** The window's number, from 1: each field's name says it ("Start of window 2"). */
  n: number;
  window: MuteWindow;
  problems: string[];
  onChange: (patch: Partial<MuteWindow>) => void;
  onRemove: () => void;
};

/** One window: its days, start, end and zone, and what is wrong with them. */
function WindowFields({ n, window: w, problems, onChange, onRemove }: WindowProps) {
  return (
    <Paper withBorder p="xs">
      <Stack gap={6}>
        <Checkbox.Group
          label={`Days of window ${n}`}
          value={w.days}
          onChange={(days) => onChange({ days: days as MuteWindow['days'] })}
        >
          <Group gap="xs" mt={4}>
            {DAYS.map((d) => (
              <Checkbox key={d} value={d} label={DAY_LABELS.get(d)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            type="time"
            label={`Start of window ${n}`}
            value={w.start}
            onChange={(e) => onChange({ start: e.currentTarget.value })}
            w={150}
          />
          <TextInput
            type="time"
            label={`End of window ${n}`}
            value={w.end}
            onChange={(e) => onChange({ end: e.currentTarget.value })}
            w={150}
          />
          <TextInput
            label={`Time zone of window ${n}`}
            value={w.tz}
            onChange={(e) => onChange({ tz: e.currentTarget.value })}
            w={200}
          />
          <Button size="xs" variant="default" onClick={onRemove}>
            Remove window {n}
          </Button>
        </Group>
        {problems.map((p) => (
          <Text key={p} size="sm" c="var(--mantine-color-error)">
            {p}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
