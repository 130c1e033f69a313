import { RouteLink } from '../../../components/page';
import { userDetailPath } from '../paths';

/** A user name that opens the user's detail page. */
export function UserCell({ userId, userName }: { userId: number; userName: string }) {
  return <RouteLink to={userDetailPath(userId)}>{userName}</RouteLink>;
}
