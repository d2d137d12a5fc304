import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { canvasColorVariables, DARK_CANVAS_COLORS, LIGHT_CANVAS_COLORS } from '../lib/theme-colors';

// primaryShade 8 keeps the primary colour at >= 4.5:1 on white (axe contrast).
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'sm',
  components: {
    // No JavaScript transition (it renders the dialog again in the frame after the click, then
    // twice more): dialog-motion.css animates the opening instead. Modal renders ModalRoot.
    ModalRoot: { defaultProps: { transitionProps: { duration: 0 } } },
    // A dialog's header is not the page's banner landmark (axe: one banner, at top level).
    ModalHeader: { defaultProps: { component: 'div' } },
    // Mantine's close buttons carry no accessible name of their own.
    ModalCloseButton: { defaultProps: { 'aria-label': 'Close' } },
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
  },
});

// Mantine's dimmed text (gray.6) is 3.3:1 on white and its error red is short of 4.5:1 too;
// gray.7 and red.9 pass AA.
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-color-error': t.colors.red[9] ?? '#c92a2a',
    ...canvasColorVariables(LIGHT_CANVAS_COLORS),
  },
  // On the dark body (dark.7) Mantine's dimmed text (dark.2) and error red (red.8) fall short
  // of 4.5:1; dark.1 and red.4 pass AA.
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1] ?? '#b8b8b8',
    '--mantine-color-error': t.colors.red[4] ?? '#ff8787',
    ...canvasColorVariables(DARK_CANVAS_COLORS),
  },
});
