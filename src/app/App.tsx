import { FluentProvider, makeStaticStyles } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from './data/queryClient';
import { NotifyHost } from './notify';
import { PwaOverlays } from './pwa';
import type { AppRouter } from './router';
import { DEFAULT_THEME } from './theme/defaultTheme';
import { useCjkFontFace } from './theme/useCjkFontFace';

// The page itself: no default body margin, full height for the shell and the sign-in backdrop.
const useGlobalStyles = makeStaticStyles({
  'html, body, #root': { margin: 0, padding: 0, height: '100%' },
});

export function App({ router }: { router: AppRouter }) {
  useGlobalStyles();
  useCjkFontFace();
  return (
    <FluentProvider theme={DEFAULT_THEME}>
      <QueryClientProvider client={queryClient}>
        <NotifyHost />
        <RouterProvider router={router} />
        {/* Offline indicator and update prompt: fixed on screen, outside the layout, on every page. */}
        <PwaOverlays />
      </QueryClientProvider>
    </FluentProvider>
  );
}
