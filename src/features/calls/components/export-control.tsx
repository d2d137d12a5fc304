import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AgentRef } from '../../../contract';
import { isApiError } from '../../../lib/api-error';
import type { CallListQuery } from '../../../data/calls/keys';
import { ruleKindsOf, ruleListOptions } from '../../../data/rules/queries';
import type { ExportFormat, ExportState } from '../export/run-export';

type Status =
  | { kind: 'idle' }
  | { kind: 'running'; state: ExportState }
  | { kind: 'failed'; state: ExportState; message: string }
  | { kind: 'cancelled' }
  | { kind: 'done'; state: ExportState; fileName: string };

const count = (n: number) => n.toLocaleString();
const LABEL: Record<ExportFormat, string> = { csv: 'CSV', json: 'JSON' };

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const errorText = (e: unknown) =>
  isApiError(e) ? e.message : e instanceof Error ? e.message : 'The export stopped for an unknown reason.';

/**
 * "Export": every call of the filtered list (all pages) as CSV or JSON. Shows calls fetched of
 * the total with Cancel; a failure says where it stopped and retries from there. The export code
 * and the CSV library load on first use.
 */
export function ExportControl({
  agent,
  query,
  total,
}: {
  agent: AgentRef;
  query: CallListQuery;
  /** The list's total as last shown, for the button's description. */
  total: number | null;
}) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  // Leaving the page stops an export on its way.
  useEffect(() => () => abort.current?.abort(), []);

  const run = async (state: ExportState) => {
    const controller = new AbortController();
    abort.current = controller;
    setStatus({ kind: 'running', state: { ...state } });
    try {
      const { runExport } = await import('../export/run-export');
      // Which labels are red flags: the page's rules list, waited for when the export starts
      // before it arrived; a server without one gives a file without the marks.
      // Cancel does not wait for it.
      const rules = await Promise.race([
        queryClient.ensureQueryData(ruleListOptions(agent)).catch(() => undefined),
        new Promise<never>((_resolve, reject) =>
          controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }),
        ),
      ]);
      const kinds = rules ? ruleKindsOf(rules) : undefined;
      const kindMap = kinds ? new Map(Object.entries(kinds).map(([id, k]) => [Number(id), k] as const)) : undefined;
      const blob = await runExport({
        agent,
        query,
        state,
        kinds: kindMap,
        signal: controller.signal,
        onProgress: (s) => setStatus({ kind: 'running', state: { ...s } }),
      });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const fileName = `calls-workspace-${agent.workspaceId}-agent-${agent.agentId}-${stamp}.${state.format}`;
      download(blob, fileName);
      setStatus({ kind: 'done', state: { ...state }, fileName });
    } catch (e) {
      if (controller.signal.aborted) setStatus({ kind: 'cancelled' });
      else setStatus({ kind: 'failed', state, message: errorText(e) });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };

  const start = async (format: ExportFormat) => {
    const { newExportState } = await import('../export/run-export');
    await run(newExportState(format));
  };

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
          Export
        </Button>
      </div>
      {open && (
        <Stack gap="xs" component="section" aria-label="Export calls">
          <Text size="sm">
            Downloads every call of this filtered list{total !== null ? ` (${count(total)} ${total === 1 ? 'call' : 'calls'})` : ''},
            not just this page.
          </Text>
          <Group gap="sm">
            <Button size="xs" onClick={() => void start('csv')} disabled={running}>
              Download CSV
            </Button>
            <Button size="xs" variant="light" onClick={() => void start('json')} disabled={running}>
              Download JSON
            </Button>
          </Group>
          <ExportStatus status={status} onCancel={() => abort.current?.abort()} onRetry={(s) => void run(s)} />
        </Stack>
      )}
    </Stack>
  );
}

function ExportStatus({
  status,
  onCancel,
  onRetry,
}: {
  status: Status;
  onCancel: () => void;
  onRetry: (state: ExportState) => void;
}) {
  switch (status.kind) {
    case 'idle':
      return null;
    case 'running': {
      const { state } = status;
      const value = state.total ? Math.min(100, (state.offset / state.total) * 100) : 0;
      return (
        <Stack gap={4} maw={420}>
          <Text size="sm" role="status">
            Exporting {LABEL[state.format]}: fetched {count(state.offset)}
            {state.total !== null ? ` of ${count(state.total)}` : ''} calls
          </Text>
          <Progress value={value} aria-label="Export progress" />
          <div>
            <Button size="xs" variant="default" onClick={onCancel}>
              Cancel export
            </Button>
          </div>
        </Stack>
      );
    }
    case 'cancelled':
      return (
        <Text size="sm" role="status">
          Export cancelled. Nothing was downloaded.
        </Text>
      );
    case 'failed': {
      const { state } = status;
      return (
        <Alert color="red" title="The export stopped" role="alert" maw={560}>
          <Text size="sm">
            It stopped after {count(state.offset)}
            {state.total !== null ? ` of ${count(state.total)}` : ''} calls: {status.message}
          </Text>
          <Button size="xs" mt="xs" onClick={() => onRetry(state)}>
            Retry from call {count(state.offset + 1)}
          </Button>
        </Alert>
      );
    }
    case 'done': {
      const { state } = status;
      return (
        <Stack gap={2}>
          <Text size="sm" role="status">
            Downloaded {count(state.written)} {state.written === 1 ? 'call' : 'calls'} as {LABEL[state.format]} ({status.fileName}).
          </Text>
          {state.outsideRange > 0 && (
            <Text size="sm" c="orange.9">
              This server does not apply the time range: {count(state.outsideRange)} calls it sent from outside the range were left out.
            </Text>
          )}
          {state.orderIgnored && (
            <Text size="sm" c="orange.9">
              This server does not apply the order: the file lists the calls in the order the server sent them.
            </Text>
          )}
        </Stack>
      );
    }
  }
}
