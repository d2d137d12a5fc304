import { describe, expect, it } from 'vitest';
import type { NotificationChannel } from '../../../contract';
import { channelLabel } from './firing-deliveries';

const channels: NotificationChannel[] = [
  { id: 1, name: 'Pager', type: 'webhook' },
  { id: 2, name: '  ', type: 'email' },
];

describe('a delivery’s channel, named', () => {
  it('by its name while it exists', () => {
    expect(channelLabel(channels, 1)).toBe('Pager');
  });

  it('as deleted when the workspace’s list no longer has it', () => {
    expect(channelLabel(channels, 7)).toBe('Channel 7 (deleted)');
  });

  it('by its id, never blank, when its name is empty or the list is not known', () => {
    expect(channelLabel(channels, 2)).toBe('Channel 2');
    expect(channelLabel(undefined, 7)).toBe('Channel 7');
    expect(channelLabel(channels, null)).toBe('A channel');
  });
});
