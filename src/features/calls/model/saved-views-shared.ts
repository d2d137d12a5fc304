import { type SavedView, roleAllows } from '../../../contract';
import { nameProblem } from './saved-views';

/** The signed-in member as B.11's `/me` and role say; null where the server has no `/me`. */
export type ViewMember = { id: number; role: string | null } | null;

/** Whether the member's role is one B.11 names; where it is not (or unknown), the service decides. */
const knownRole = (me: ViewMember): me is { id: number; role: string } =>
  me !== null && me.role !== null && roleAllows(me.role, 'read') !== null;

/**
 * Whether Delete is offered for a view (B.12: its owner or an admin). Where the dashboard cannot
 * tell (no `/me`, a role B.11 does not name) it is offered and the service decides.
 */
export function mayDeleteView(view: SavedView, me: ViewMember): boolean {
  if (!knownRole(me)) return true;
  return roleAllows(me.role, 'administer') === true || (view.owner_id != null && view.owner_id === me.id);
}

/** Whose a view is, in words beside its link: another member's shared view names its owner. */
export function viewOwnerText(view: SavedView, me: ViewMember): string | null {
  const own = me === null ? !view.shared : view.owner_id === me.id;
  if (own) return view.shared ? 'shared' : null;
  const owner = view.owner?.trim() || (view.owner_id != null ? `member ${view.owner_id}` : 'another member');
  return `shared by ${owner}`;
}

/**
 * Why a name cannot be used for a new view, or null: names are unique per member (B.12), so the
 * member's own views are compared, as names look (nameKey). Without `/me` only a blank or long
 * name is refused here; the service decides the rest.
 */
export function ownNameProblem(name: string, views: readonly SavedView[], me: ViewMember): string | null {
  const own = me === null ? [] : views.filter((v) => v.owner_id === me.id);
  return nameProblem(
    name,
    own.map((v) => ({ name: v.name ?? '', query: v.query ?? '' })),
  );
}
