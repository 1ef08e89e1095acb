import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers/AppProviders';
import { AppRoutes } from './routing/AppRoutes';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * A data router, so the leave guard can hold a move inside the app (useBlocker works with data
 * routers only). The routes themselves stay declared as elements in AppRoutes and SettingsRoutes,
 * under one catch-all route. One per page: it listens to the browser's history from its creation.
 */
function appRouter() {
  router ??= createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);
  return router;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={appRouter()} />
    </AppProviders>
  );
}
