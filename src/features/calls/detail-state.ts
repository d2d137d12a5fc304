/** What the call's details are: still loading, not offered by this server, failed, or here. */
export type DetailState = 'pending' | 'missing' | 'failed' | 'ready';
