import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A table row's link to another page: the shared RouteLink (a real link, opens in a new tab too, navigates in the
 * console on a plain click) with an accessible name that says which row it is for and a test id.
 */
export function RowLink({
  to,
  label,
  testId,
  children,
}: {
  to: string;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Link href={to} onClick={handleClick} aria-label={label} data-testid={testId}>
      {children}
    </Link>
  );
}
