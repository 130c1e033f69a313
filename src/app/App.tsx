import { FluentProvider } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { NotifyHost } from './components/notify';
import { queryClient } from './data/queryClient';
import type { AppRouter } from './router';
import { createBrandTheme } from './theme';

export function App({ router }: { router: AppRouter }) {
  const theme = useMemo(() => createBrandTheme(), []);
  return (
    <FluentProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <NotifyHost />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </FluentProvider>
  );
}
