import { lazy, Suspense, useEffect, useState } from 'react';
import { registerWake } from './queue';

// The toaster (Fluent toast and motion, ~10 KB gzip) loads with the first message, not with /login.
const NotifyToaster = lazy(() => import('./NotifyToaster').then((module) => ({ default: module.NotifyToaster })));

export function NotifyHost() {
  const [isWanted, setWanted] = useState(false);
  useEffect(() => {
    if (registerWake(() => setWanted(true))) setWanted(true);
    return () => {
      registerWake(null);
    };
  }, []);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <NotifyToaster />
    </Suspense>
  );
}
