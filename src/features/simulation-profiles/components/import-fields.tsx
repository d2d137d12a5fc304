import { Button } from '@mantine/core';
import { useState } from 'react';
import { lazyDialog } from '../../../components/lazy-dialog';
import type { ParsedPair } from '../model/line-parse';
import type { ImportFieldsDialogProps } from './import-fields-dialog';

const ImportFieldsDialog = lazyDialog<ImportFieldsDialogProps>(
  () => import('./import-fields-dialog').then((m) => m.ImportFieldsDialog),
  (p) => p.opened,
);

/** The "Paste or import…" button and its dialog, whose code loads on first open. */
export function ImportFields({ onImport }: { onImport: (pairs: ParsedPair[]) => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Paste or import…
      </Button>
      <ImportFieldsDialog opened={opened} onClose={() => setOpened(false)} onImport={onImport} />
    </>
  );
}
