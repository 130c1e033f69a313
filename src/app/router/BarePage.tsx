import { useRef } from 'react';
import { isWatermarked, Watermark } from '../features/watermark';
import type { PageRoute } from './menuRoutes';
import { RoutedPage } from './RoutedPage';

/**
 * A page without the layout (the web terminal, session replay): it brings its own main landmark, and carries the
 * page watermark over the whole window where the watermark applies (not on /vedio-replay, spec §2).
 */
export function BarePage({ route }: { route: PageRoute }) {
  const main = useRef<HTMLElement>(null);
  return (
    <main ref={main}>
      <RoutedPage route={route} />
      {isWatermarked(route.path) && <Watermark container={main} fixed />}
    </main>
  );
}
