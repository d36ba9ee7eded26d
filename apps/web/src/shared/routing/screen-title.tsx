import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { RouteObject } from 'react-router';
import { documentTitle } from '../ui/use-document-title.ts';

/** What a route of the table says about its screen: the i18n key of its title (the browser tab's name). */
export interface ScreenHandle {
  title: string;
}

export const titleOf = (route: RouteObject): string | undefined => (route.handle as ScreenHandle | undefined)?.title;

/**
 * Names the browser tab after the route's title, with the route's parameters to fill it in ("Order#
 * {{id}}"). A layout effect, so a page's own, more precise title (useDocumentTitle, an effect: it runs
 * after every layout effect) replaces it: a customer's name, a video's.
 */
function ScreenTitle({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const params = useParams();
  const text = documentTitle(t(title, params), t('common:appName'));
  useLayoutEffect(() => {
    document.title = text;
  }, [text]);
  return children;
}

/** The route with its title on the table (`handle.title`) and set as the tab's name while it is shown. */
export function titled(route: RouteObject, title: string | undefined = titleOf(route)): RouteObject {
  if (!title) return route;
  return {
    ...route,
    handle: { ...(route.handle as object | undefined), title },
    element: <ScreenTitle title={title}>{route.element}</ScreenTitle>,
  };
}

/** Every screen of a route tree titled: its own `handle.title`, else `fallback` (an admin area's name). */
export function titledRoutes(routes: RouteObject[], fallback?: string): RouteObject[] {
  return routes.map((route) =>
    route.children
      ? { ...route, children: titledRoutes(route.children, fallback) }
      : titled(route, titleOf(route) ?? fallback),
  );
}
