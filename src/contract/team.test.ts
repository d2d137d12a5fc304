import { describe, expect, it } from 'vitest';
import { type Permission, roleAllows } from './team';

describe('what each role may do (B.11)', () => {
  const permissions: Permission[] = ['read', 'review', 'edit', 'administer'];
  it('each role may do what the ones before it may, and more', () => {
    const table = Object.fromEntries(
      ['viewer', 'reviewer', 'editor', 'admin'].map((role) => [role, permissions.filter((p) => roleAllows(role, p))]),
    );
    expect(table).toEqual({
      viewer: ['read'],
      reviewer: ['read', 'review'],
      editor: ['read', 'review', 'edit'],
      admin: ['read', 'review', 'edit', 'administer'],
    });
  });

  it('a role the interface does not name is left to the service', () => {
    expect(permissions.map((p) => roleAllows('owner', p))).toEqual([null, null, null, null]);
    expect(roleAllows('__proto__', 'read')).toBeNull();
  });
});
