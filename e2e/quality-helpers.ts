import { AGENT, DEMO_TOKEN } from './fixtures';

// The Support line's (agent 1) quality page, as the app addresses it, and its service routes.

export const QUALITY = `${AGENT}/quality`;
export const API = '/api/v1/workspaces/1/agents/1';
export const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };
