import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/** /redirect/{path}: leaves and comes back, so the page at {path} mounts afresh (tag "refresh"). */
export function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`/${rest}${search}`, { replace: true });
  }, [navigate, rest, search]);
  return null;
}
