import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A real link (open in a new tab works) that navigates inside the console on a plain click. `label` names it for
 * screen readers where its text alone repeats (a "details" link on every row).
 */
export function RouteLink({ to, children, label }: { to: string; children: ReactNode; label?: string }) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Link href={to} onClick={handleClick} {...(label ? { 'aria-label': label } : {})}>
      {children}
    </Link>
  );
}
