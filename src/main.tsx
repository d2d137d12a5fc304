import './app/mantine-styles';
// The theme's CSS variables, written at build time rather than computed by the first render.
import './app/theme-variables.css';
import { stagedStart } from './app/staged-start';

const root = document.getElementById('root');
// React's own code is evaluated with this file; the app's in tasks of their own just after (its
// chunk is fetched alongside this one: index.html names it). A failure on the way shows the
// start-failure message with Reload (src/app/staged-start.tsx).
if (root) void stagedStart(root, () => import('./app/app'));
