import * as z from 'zod/mini';
import { idSchema, tolerantList } from './common.ts';

/**
 * B.11 (assumed): who a token belongs to, the workspace's members and their roles (what every
 * page's frame reads; the team's reviews are in team-reviews.ts). Records are read tolerantly (a
 * role the dashboard does not know is kept as the string it is).
 */

export const ROLES = ['viewer', 'reviewer', 'editor', 'admin'] as const;
export type KnownRole = (typeof ROLES)[number];

/**
 * What a write needs (B.11): each role may do what the ones before it may, and more. A viewer
 * reads (alert previews included); a reviewer writes their own reviews and comments; an editor
 * changes settings, profiles, clip sets, simulation tests and runs, and acknowledges and resolves
 * firings; an admin manages channels and assignments and sets final verdicts.
 */
export type Permission = 'read' | 'review' | 'edit' | 'administer';
const NEEDS: ReadonlyMap<Permission, KnownRole> = new Map([
  ['read', 'viewer'],
  ['review', 'reviewer'],
  ['edit', 'editor'],
  ['administer', 'admin'],
]);

/**
 * Whether `role` may do what `permission` covers; null for a role the interface does not name
 * (another value may appear): the dashboard cannot tell, and leaves it to the service.
 */
export function roleAllows(role: string, permission: Permission): boolean | null {
  const rank = (ROLES as readonly string[]).indexOf(role);
  if (rank < 0) return null;
  return rank >= ROLES.indexOf(NEEDS.get(permission) ?? 'admin');
}

export const meSchema = z.looseObject({
  id: idSchema,
  name: z.nullish(z.string()),
  email: z.nullish(z.string()),
  workspaces: tolerantList(z.looseObject({ id: idSchema, role: z.nullish(z.string()) })),
});
export type Me = z.infer<typeof meSchema>;

export const memberSchema = z.looseObject({
  id: idSchema,
  name: z.nullish(z.string()),
  email: z.nullish(z.string()),
  role: z.nullish(z.string()),
});
export type Member = z.infer<typeof memberSchema>;
export const memberListSchema = z.array(memberSchema);
