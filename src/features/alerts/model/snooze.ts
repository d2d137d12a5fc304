import type { AlertDefinition } from '../../../contract';

/** A snooze "until I turn it back on": a moment no firing reaches. */
export const FOREVER = '9999-12-31T23:59:59Z';

/** Whether a definition's deliveries are held by a snooze at `now` (epoch ms). */
export const isSnoozed = (d: AlertDefinition, now: number) => !!d.snoozed_until && Date.parse(d.snoozed_until) > now;
