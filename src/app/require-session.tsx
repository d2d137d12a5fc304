import { Navigate, Outlet, useLocation } from 'react-router';
import { routes } from '../lib/routes';
import { useSession } from '../lib/session';

/** Any route opened without a token goes to /connect and comes back after. */
export function RequireSession() {
  const { token } = useSession();
  const location = useLocation();
  if (!token) {
    return <Navigate to={routes.connect} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
