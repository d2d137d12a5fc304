import { createTheme } from '@mantine/core';

// primaryShade 8 keeps the primary colour at >= 4.5:1 on white (axe contrast).
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'sm',
});
