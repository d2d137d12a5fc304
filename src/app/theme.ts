import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// primaryShade 8 keeps the primary colour at >= 4.5:1 on white (axe contrast).
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'sm',
});

// Mantine's dimmed text (gray.6) is 3.3:1 on white; gray.7 passes AA.
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057' },
  dark: {},
});
