import { ActionIcon, Box, Group, Text, TextInput, Textarea } from '@mantine/core';
import { memo } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useMergeRefs } from '../../../lib/use-merge-refs';
import type { ProfileValues } from '../model/fields-model';
import classes from './field-row.module.css';

/** Where the browser sizes a box to its text itself (CSS field-sizing), no script measures it. */
const SIZES_TO_CONTENT =
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/** A row's control that the keyboard may be sent to after an action. */
export type RowControl = 'key' | 'up' | 'down' | 'remove';

export type RowActions = {
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  /** The ref for row `index`'s control `what` (the same function each time). */
  controlRef: (what: RowControl, index: number) => (el: HTMLElement | null) => void;
};

/** What a row's action buttons are called: its number and, once typed, its key. */
const rowName = (n: number, key: string) => `field ${n}${key ? ` (${key})` : ''}`;

/**
 * One key/value row. Its inputs are uncontrolled (registered with the form), so typing renders
 * nothing above them; the row itself renders again only when its key, message or place changes.
 * `start`/`measure` place it inside the virtual list of a long profile. Memoized: the editor above
 * draws again at every key (it watches the fields), the rows do not (see docs/performance.md, row
 * "Profile field rows memoized").
 */
export const FieldRowView = memo(function FieldRowView({
  index,
  isLast,
  keyText,
  message,
  register,
  actions,
  start,
  measure,
}: {
  index: number;
  isLast: boolean;
  keyText: string;
  message: string | undefined;
  register: UseFormRegister<ProfileValues>;
  actions: RowActions;
  start?: number;
  measure?: (el: HTMLElement | null) => void;
}) {
  const n = index + 1;
  const name = rowName(n, keyText);
  const placed = start !== undefined;
  const keyField = register(`fields.${index}.key`);
  const keyRef = useMergeRefs([keyField.ref, actions.controlRef('key', index)]);
  return (
    <Box
      ref={measure}
      data-index={index}
      className={classes.row}
      data-testid="field-row"
      pb={placed ? 'xs' : undefined}
      style={
        placed
          ? { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${start}px)` }
          : undefined
      }
    >
      <Text size="sm" c="dimmed" miw={24} pt={6} ta="right" aria-hidden>
        {n}
      </Text>
      <TextInput
        id={`field-key-${index}`}
        aria-label={`Key ${n}`}
        autoComplete="off"
        spellCheck={false}
        error={message}
        {...keyField}
        ref={keyRef}
      />
      <Box className={classes.value}>
        <Textarea
          aria-label={`Value ${n}`}
          rows={1}
          // Mantine's autosize measures each box in script (a forced layout per row): only where
          // CSS cannot size it (see docs/performance.md, row "Value boxes sized by CSS").
          autosize={!SIZES_TO_CONTENT}
          minRows={1}
          maxRows={14}
          classNames={{ input: classes.valueInput }}
          {...register(`fields.${index}.value`)}
        />
      </Box>
      <RowButtons index={index} isLast={isLast} name={name} actions={actions} />
    </Box>
  );
});

type ButtonsProps = { index: number; isLast: boolean; name: string; actions: RowActions };

/** Move up, move down and remove, each named after the row ("Move field 2 (goal) up"). */
function RowButtons({ index, isLast, name, actions }: ButtonsProps) {
  return (
    <Group gap={4} wrap="nowrap" pt={4} className={classes.actions}>
      <ActionIcon
        id={`field-up-${index}`}
        ref={actions.controlRef('up', index)}
        variant="default"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => actions.move(index, index - 1)}
      >
        <span aria-hidden>↑</span>
      </ActionIcon>
      <ActionIcon
        id={`field-down-${index}`}
        ref={actions.controlRef('down', index)}
        variant="default"
        aria-label={`Move ${name} down`}
        disabled={isLast}
        onClick={() => actions.move(index, index + 1)}
      >
        <span aria-hidden>↓</span>
      </ActionIcon>
      <ActionIcon
        id={`field-remove-${index}`}
        ref={actions.controlRef('remove', index)}
        variant="default"
        color="red"
        aria-label={`Remove ${name}`}
        onClick={() => actions.remove(index)}
      >
        <span aria-hidden>×</span>
      </ActionIcon>
    </Group>
  );
}
