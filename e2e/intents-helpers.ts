import type { Page } from '@playwright/test';
import { AGENT } from './fixtures';

// The Support line's (agent 1) call intents page, as the app addresses it and as the service does.
export const URL = `${AGENT}/settings/intents`;
export const API = '/api/v1/workspaces/1/agents/1/settings';

export const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Call intents' });
export const toggle = (page: Page) => page.getByRole('switch', { name: 'Intent detection' });
export const dialog = (page: Page) => page.getByRole('dialog');
export const labelField = (page: Page) => dialog(page).getByRole('textbox', { name: /^Label/ });
export const descriptionField = (page: Page) => dialog(page).getByRole('textbox', { name: /^Description/ });
