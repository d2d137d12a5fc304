/** The workspace last chosen on the start page. */
export const LAST_WORKSPACE_KEY = 'cm.lastWorkspace';

export function lastWorkspaceId(): number {
  const n = Number(localStorage.getItem(LAST_WORKSPACE_KEY));
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
}
