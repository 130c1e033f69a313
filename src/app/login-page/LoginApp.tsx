import { FluentProvider, makeStaticStyles } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../data/queryClient';
import { LoginPage } from '../features/login';
import { NotifyHost } from '../notify';
import { PwaOverlays } from '../pwa/PwaOverlays';
import { DEFAULT_THEME } from '../theme/defaultTheme';
import { useCjkFontFace } from '../theme/useCjkFontFace';

// As in the console (App.tsx): no default body margin, full height for the sign-in backdrop.
const useGlobalStyles = makeStaticStyles({
  'html, body, #root': { margin: 0, padding: 0, height: '100%' },
});

/** The whole sign-in entry: the theme, the data layer's cache and toasts, /login, and the PWA overlays. */
export function LoginApp() {
  useGlobalStyles();
  useCjkFontFace();
  return (
    <FluentProvider theme={DEFAULT_THEME}>
      <QueryClientProvider client={queryClient}>
        <NotifyHost />
        <LoginPage />
        <PwaOverlays />
      </QueryClientProvider>
    </FluentProvider>
  );
}
