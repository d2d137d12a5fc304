import { describe, expect, it } from 'vitest';
import { HIDDEN, maskedAddress } from './channel-address';

describe('a channel’s address, masked', () => {
  it('shows the host and hides the user, password, path and query', () => {
    const shown = maskedAddress('https://alice:hunter2@hooks.example/hook?token=abc');
    expect(shown).toBe(`https://hooks.example/${HIDDEN}`);
    expect(shown).not.toMatch(/alice|hunter2|hook\b|abc/);
  });

  it('hides the whole path of a Slack webhook, its secret', () => {
    expect(maskedAddress('https://hooks.slack.com/services/T000/B000/XXXX')).toBe(`https://hooks.slack.com/${HIDDEN}`);
  });

  it('keeps the port, and shows a bare host whole', () => {
    expect(maskedAddress('http://127.0.0.1:9/alerts')).toBe(`http://127.0.0.1:9/${HIDDEN}`);
    expect(maskedAddress('https://hooks.example')).toBe('https://hooks.example/');
    expect(maskedAddress('https://user@hooks.example/')).toBe(`https://hooks.example/${HIDDEN}`);
    expect(maskedAddress('https://hooks.example/#frag')).toBe(`https://hooks.example/${HIDDEN}`);
  });

  it('shows nothing of an address that is not a URL', () => {
    expect(maskedAddress('alice:hunter2 hooks')).toBe(HIDDEN);
    expect(maskedAddress('  ')).toBe('');
  });
});
