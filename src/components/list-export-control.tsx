import { Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { ExportFormat, ExportSource, Noun } from '../lib/list-export/run-export';
import { ExportStatus, LABEL } from './export-status';
import { useListExport } from './use-list-export';

/**
 * An export of a whole list (all pages) as a file: a button that opens the choice of formats;
 * while it runs, items fetched of the total with Cancel; a failure says where it stopped and
 * retries from there; a finished file says what it holds, and whether that is the whole list.
 * The export code and the CSV library load on first use.
 */
export function ListExportControl<T>({
  noun,
  label,
  regionLabel,
  description,
  formats,
  fileStem,
  load,
}: {
  /** What the list holds ("call", "calls"), for every message. */
  noun: Noun;
  /** The button that opens the export. */
  label: string;
  /** The name of the region it opens. */
  regionLabel: string;
  /** What the download will hold, said before it starts. */
  description: ReactNode;
  formats: readonly ExportFormat[];
  /** The file's name before its time stamp and extension. */
  fileStem: string;
  /**
   * The list to export, ready when what it needs has arrived; asked for at each start and retry.
   * Cancel does not wait for it.
   */
  load: (signal: AbortSignal) => Promise<ExportSource<T>>;
}) {
  const [open, setOpen] = useState(false);
  const { status, start, retry, cancel } = useListExport(noun, fileStem, load);
  const running = status.kind === 'running';
  return (
    <Stack gap="xs">
      <div>
        <Button
          size="compact-sm"
          variant="default"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          disabled={running}
        >
          {label}
        </Button>
      </div>
      {open && (
        <Stack gap="xs" component="section" aria-label={regionLabel}>
          <Text size="sm">{description}</Text>
          <Group gap="sm">
            {formats.map((format, i) => (
              <Button
                key={format}
                size="xs"
                variant={i === 0 ? 'filled' : 'light'}
                onClick={() => void start(format)}
                disabled={running}
              >
                Download {LABEL[format]}
              </Button>
            ))}
          </Group>
          <ExportStatus
            noun={noun}
            status={status}
            onCancel={cancel}
            onRetry={(s) => void retry(s)}
            onAgain={(format) => void start(format)}
          />
        </Stack>
      )}
    </Stack>
  );
}
