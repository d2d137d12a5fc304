import { describe, expect, it } from 'vitest';
import { getSession, signIn, signOut } from './session';

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
