import { Alert, Button, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { parseFieldLines, type LineProblem, type ParsedPair } from '../model/line-parse';

export type ImportFieldsDialogProps = { opened: boolean; onClose: () => void; onImport: (pairs: ParsedPair[]) => void };

/**
 * Bulk paste and .env import. All or nothing: while any line is bad, the bad lines are listed
 * by number and no field changes. Loaded on first open and kept mounted after (lazyDialog), so
 * the text stays when the dialog is closed: nothing typed here is lost either.
 */
export function ImportFieldsDialog({ opened, onClose, onImport }: ImportFieldsDialogProps) {
  const { text, setText, problems, fileNote, apply, readFile } = useImportText(onImport, onClose);
  const fileId = useId();
  const problemsId = useId();

  return (
    <Dialog opened={opened} onClose={onClose} title="Import fields" size="lg">
      <Stack gap="sm">
        <Text size="sm">
          One field per line, as <code>KEY=VALUE</code> or <code>KEY: VALUE</code>. Lines starting with # and blank
          lines are skipped; a value in quotes may span lines. A key already in the profile gets the new value.
        </Text>
        <Textarea
          label="Lines to import"
          autosize
          minRows={6}
          maxRows={16}
          value={text}
          spellCheck={false}
          styles={{ input: { fontFamily: 'monospace' } }}
          // The list below is the message; Mantine's red error text is under 4.5:1 on white.
          aria-invalid={problems.length > 0}
          aria-describedby={problems.length > 0 ? problemsId : undefined}
          onChange={(e) => setText(e.currentTarget.value)}
          data-autofocus
        />
        <div>
          <Text component="label" htmlFor={fileId} size="sm" fw={500} display="block">
            Or read a .env file
          </Text>
          <input
            id={fileId}
            type="file"
            accept=".env,.txt,text/plain"
            onChange={(e) => void readFile(e.currentTarget.files?.[0])}
          />
        </div>
        {fileNote && (
          <Text size="sm" aria-live="polite">
            {fileNote}
          </Text>
        )}
        {problems.length > 0 && <LineProblems id={problemsId} problems={problems} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={apply}>Import</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

/** The text to import, the lines it got wrong, and reading it from a file. */
function useImportText(onImport: (pairs: ParsedPair[]) => void, onClose: () => void) {
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<LineProblem[]>([]);
  const [fileNote, setFileNote] = useState<string | null>(null);

  const apply = () => {
    const result = parseFieldLines(text);
    setProblems(result.problems);
    if (result.problems.length > 0) return;
    onImport(result.pairs);
    setText('');
    setFileNote(null);
    onClose();
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      setText(await file.text());
      setProblems([]);
      setFileNote(`Read ${file.name}. Check the lines, then import.`);
    } catch {
      setFileNote(`Could not read ${file.name}.`);
    }
  };

  return { text, setText, problems, fileNote, apply, readFile };
}

/** Every bad line by its number: while there is one, nothing is imported. */
function LineProblems({ id, problems }: { id: string; problems: LineProblem[] }) {
  return (
    <Alert id={id} color="red" variant="light" title="Nothing was imported" role="alert">
      <List size="sm">
        {problems.map((p) => (
          <List.Item key={`${p.line}-${p.message}`}>
            Line {p.line}: {p.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
