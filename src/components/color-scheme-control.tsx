import { NativeSelect, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';

const OPTIONS: { value: MantineColorScheme; label: string }[] = [
  { value: 'auto', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

const isScheme = (v: string): v is MantineColorScheme => OPTIONS.some((o) => o.value === v);

/**
 * Light, dark, or the system's (a control named "Colour scheme"). A native select:
 * light to load, and native on phones. The choice is kept by the provider's scheme manager.
 */
export function ColorSchemeControl({ withLabel = false }: { withLabel?: boolean }) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <NativeSelect
      size="xs"
      label={withLabel ? 'Colour scheme' : undefined}
      aria-label={withLabel ? undefined : 'Colour scheme'}
      data={OPTIONS}
      value={colorScheme}
      onChange={(e) => {
        const v = e.currentTarget.value;
        if (isScheme(v)) setColorScheme(v);
      }}
      w={withLabel ? undefined : 96}
    />
  );
}
