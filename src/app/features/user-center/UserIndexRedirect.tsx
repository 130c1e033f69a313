import { Navigate } from 'react-router-dom';

/** /user alone opens the personal centre. */
export function UserIndexRedirect() {
  return <Navigate to="/user/profile" replace />;
}
