import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { type RefObject, useState } from 'react';
import { addressAt, momentClock } from './moment';

type Copied = { kind: 'copied'; at: string } | { kind: 'refused'; address: string } | null;

/**
 * "Copy link to this moment": the page's address (the list's query string with it) with `t=` at
 * the recording's current moment. Says it did, or, where the browser refuses the clipboard, shows
 * the address to copy by hand. Above it, why a moment in the address was not used.
 */
export function MomentBar({
  audioRef,
  recordingReady,
  recordingFailed,
  note,
}: {
  audioRef: RefObject<HTMLAudioElement | null>;
  recordingReady: boolean;
  /** No recording to point into: the button is left out. While it downloads, it holds its place, disabled. */
  recordingFailed: boolean;
  note: string | null;
}) {
  const [copied, setCopied] = useState<Copied>(null);

  const copy = async () => {
    const seconds = audioRef.current?.currentTime ?? 0;
    const address = addressAt(window.location.href, seconds);
    const at = momentClock(seconds * 1000);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(address);
      setCopied({ kind: 'copied', at });
    } catch {
      setCopied({ kind: 'refused', address });
    }
  };

  return (
    <>
      {note && (
        <Alert color="yellow" variant="light" title="The link’s moment was not used" mt="xs">
          <Text size="sm">{note}</Text>
        </Alert>
      )}
      {!recordingFailed && (
        <Group gap="xs" mt="xs" wrap="wrap" align="center">
          <Button size="xs" variant="default" onClick={() => void copy()} disabled={!recordingReady}>
            Copy link to this moment
          </Button>
          <Text size="sm" role="status" aria-live="polite">
            {copied?.kind === 'copied' ? `Link copied (at ${copied.at}).` : ''}
          </Text>
        </Group>
      )}
      {copied?.kind === 'refused' && (
        <TextInput
          mt="xs"
          readOnly
          label="The browser did not allow copying: copy this address"
          value={copied.address}
          onFocus={(e) => e.currentTarget.select()}
          autoFocus
        />
      )}
    </>
  );
}
