import { act, render } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import { titledRoutes } from './screen-title.tsx';

i18n.addResourceBundle('en', 'title-test', { list: 'Orders', order: 'Order# {{id}}', named: 'Order of {{name}}' });
i18n.addResourceBundle('es', 'title-test', { list: 'Pedidos', order: 'Pedido# {{id}}', named: 'Pedido de {{name}}' });

function Named() {
  useDocumentTitle('title-test:named', { name: 'Acme' });
  return null;
}
const routes: RouteObject[] = titledRoutes([
  { path: 'orders', element: <p>list</p>, handle: { title: 'title-test:list' } },
  { path: 'orders/:id', element: <p>order</p>, handle: { title: 'title-test:order' } },
  { path: 'named', element: <Named />, handle: { title: 'title-test:list' } },
]);
const Routes = () => useRoutes(routes);
const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes />
    </MemoryRouter>,
  );

describe("a route's title names the browser tab", () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('in the reader language, after the app name, filled in from the route parameters', async () => {
    open('/orders/SO-1');
    expect(document.title).toBe('Order# SO-1 · Owner Portal');
    await act(() => i18n.changeLanguage('es'));
    expect(document.title).toBe('Pedido# SO-1 · Portal de Propietarios');
  });

  it("gives way to the page's own, more precise title", () => {
    open('/named');
    expect(document.title).toBe('Order of Acme · Owner Portal');
  });
});
