// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { getSession, onSignOut, signIn, signOut } from './session';

describe('session', () => {
  it('keeps the token in sessionStorage by default', () => {
    signIn({ token: 'abc', baseUrl: '', remember: false });
    expect(sessionStorage.getItem('cm.token')).toBe('abc');
    expect(localStorage.getItem('cm.token')).toBeNull();
    expect(getSession()).toMatchObject({ token: 'abc', remember: false, baseUrl: '' });
  });

  it('keeps it in localStorage when remembered, and forgets it on sign-out', () => {
    signIn({ token: 'abc', baseUrl: 'https://api.example.com', remember: true });
    expect(localStorage.getItem('cm.token')).toBe('abc');
    expect(sessionStorage.getItem('cm.token')).toBeNull();
    expect(getSession()).toMatchObject({ token: 'abc', remember: true, baseUrl: 'https://api.example.com' });
    signOut();
    expect(localStorage.getItem('cm.token')).toBeNull();
    expect(getSession().token).toBeNull();
    expect(getSession().baseUrl).toBe('https://api.example.com');
  });

  it('keeps the reason of a forced sign-out until the next sign-in', () => {
    signIn({ token: 'abc', baseUrl: '', remember: false });
    signOut('Not authenticated');
    expect(getSession()).toMatchObject({ token: null, signOutReason: 'Not authenticated' });
    signIn({ token: 'def', baseUrl: '', remember: false });
    expect(getSession().signOutReason).toBeNull();
    signOut();
    expect(getSession().signOutReason).toBeNull();
  });
});

describe('signing out in another tab', () => {
  const otherTabSignedOut = () =>
    window.dispatchEvent(new StorageEvent('storage', { key: 'cm.signedOut', newValue: String(Date.now()) }));

  it('signs this tab out too, and tells the app to clear its data', () => {
    const cleared = vi.fn();
    const stop = onSignOut(cleared);
    signIn({ token: 'abc', baseUrl: '', remember: false });
    otherTabSignedOut();
    expect(getSession().token).toBeNull();
    expect(sessionStorage.getItem('cm.token')).toBeNull();
    expect(cleared).toHaveBeenCalledTimes(1);
    stop();
  });

  it('is announced to the other tabs by every sign-out', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    signIn({ token: 'abc', baseUrl: '', remember: false });
    signOut();
    expect(setItem).toHaveBeenCalledWith('cm.signedOut', expect.any(String));
    // Nothing stays behind: the next sign-in is not undone by an old announcement.
    expect(localStorage.getItem('cm.signedOut')).toBeNull();
    setItem.mockRestore();
  });
});
