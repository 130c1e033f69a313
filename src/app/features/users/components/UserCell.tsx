import { Link } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { userDetailPath } from '../paths';

/** A user name that opens the user's detail page. */
export function UserCell({ userId, userName }: { userId: number; userName: string }) {
  const navigate = useNavigate();
  return <Link onClick={() => navigate(userDetailPath(userId))}>{userName}</Link>;
}
