import { Text } from '@mantine/core';
import { Spotlight } from '@mantine/spotlight';
import type { filterEntries } from './palette-entries';

type PaletteGroup = ReturnType<typeof filterEntries>[number];

type Props = {
  groups: PaletteGroup[];
  /** The DOM id of the n-th result over all groups, for the search field's aria-activedescendant. */
  optionId: (n: number) => string;
  groupId: (group: string) => string;
  selected: number;
  onOptionClick: (to: string) => void;
};

/** The palette's results as options of its listbox, one labelled group each. */
export function PaletteResults({ groups, optionId, groupId, selected, onOptionClick }: Props) {
  let n = 0;
  return groups.map((g) => {
    const labelId = groupId(g.group);
    return (
      <div key={g.group} role="group" aria-labelledby={labelId}>
        <Text id={labelId} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs">
          {g.group}
        </Text>
        {g.entries.map((entry) => {
          const i = n++;
          return (
            <Spotlight.Action
              key={entry.id}
              // Spotlight.Action keeps an `id` prop to itself; the option needs it in the DOM
              // for the search field's aria-activedescendant.
              ref={(el: HTMLButtonElement | null) => {
                if (el) el.id = optionId(i);
              }}
              role="option"
              aria-selected={i === selected}
              label={entry.label}
              description={entry.description}
              onClick={() => onOptionClick(entry.to)}
            />
          );
        })}
      </div>
    );
  });
}
