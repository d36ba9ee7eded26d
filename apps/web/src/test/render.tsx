import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { theme } from '../app/theme.ts';
import { i18n } from '../shared/i18n/i18n.ts';
import { guardedWindow } from '../shared/forms/history-step-guard.ts';

/** Shows the current location so tests can assert where the app went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `path`, or as a layout route around `layoutChildren`, inside every app provider. */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path = '*',
    extraRoutes,
    layoutChildren,
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    browserHistory = false,
  }: {
    route?: string;
    path?: string;
    extraRoutes?: ReactNode;
    layoutChildren?: ReactNode;
    /** The query client, when a test needs the app's own settings (e.g. its stale time). */
    client?: QueryClient;
    /** The router on the window's own history (the app's), for what the browser's Back and Forward do. */
    browserHistory?: boolean;
  } = {},
) {
  const routes = (
    <>
      <Routes>
        {layoutChildren ? <Route element={ui}>{layoutChildren}</Route> : <Route path={path} element={ui} />}
        {extraRoutes}
      </Routes>
      <LocationProbe />
    </>
  );
  if (browserHistory) window.history.replaceState(null, '', route);
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <Notifications />
        <QueryClientProvider client={client}>
          {browserHistory ? (
            <BrowserRouter window={guardedWindow(window)}>{routes}</BrowserRouter>
          ) : (
            <MemoryRouter initialEntries={[route]}>{routes}</MemoryRouter>
          )}
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}
