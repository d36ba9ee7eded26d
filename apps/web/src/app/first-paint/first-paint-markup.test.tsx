import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../build/first-screen-preload.ts';
import { firstPaint, READERS } from './first-paint-markup.tsx';

const signedIn = ROUTES.filter((route) => route.as !== null);
const paint = firstPaint(signedIn, join(import.meta.dirname, '../../locales'));
const readersOf = (path: string) => paint.routes[path]!.readers.map((index) => READERS[index]);

describe("the page's first paint (what index.html draws before the scripts arrive)", () => {
  it('draws the signed-in layout in each language, with a place for the title and no id of its own', () => {
    expect(Object.keys(paint.frames).sort()).toEqual(['en', 'es']);
    for (const frame of Object.values(paint.frames)) {
      expect(frame).toContain('<header');
      expect(frame).toMatch(/<h1[^>]*><\/h1>/);
      expect(frame).not.toMatch(/ id="/);
    }
    expect(paint.frames.en).toContain('aria-label="Open navigation"');
    expect(paint.frames.es).toContain('Portal de Propietarios');
    expect(paint.styles).toMatch(/^<style/);
  });

  it("has, in each language, the page that says the app's files could not load, with a button and no id", () => {
    expect(paint.failed.en).toContain('The portal could not be loaded. Check your connection, then reload the page.');
    expect(paint.failed.es).toContain('No se pudo cargar el portal. Compruebe su conexión y vuelva a cargar la página.');
    expect(paint.failed.es).toMatch(/<button[^>]*>.*Recargar la página/);
    for (const page of Object.values(paint.failed)) expect(page).not.toMatch(/ id="|<style/);
  });

  it("gives each screen with a title of its own that title in both languages, as the screen's h1 says it", () => {
    expect(paint.routes['/orders']!.heading).toEqual({ en: 'My Orders', es: 'Mis pedidos' });
    expect(paint.routes['/admin/customers']!.heading).toEqual({ en: 'Customers', es: 'Clientes' });
    // An order's title is its number: the layout alone is drawn.
    expect(paint.routes['/orders/:id']!.heading).toBeUndefined();
  });

  it('is drawn only for the readers the route guards let in, so no one sees a screen they are sent away from', () => {
    expect(readersOf('/orders')).toEqual(['customer', 'customer-eu']);
    // Pre-training and referrals are not Europe's.
    expect(readersOf('/training')).toEqual(['customer']);
    expect(readersOf('/referrals')).toEqual(['customer']);
    expect(readersOf('/admin/customers')).not.toContain('customer');
    expect(readersOf('/admin/customers')).toContain('admin');
    // The audit log is every staff role's; finance and sales have no customers screen.
    expect(readersOf('/admin/audit-log')).toHaveLength(7);
    expect(readersOf('/admin/customers')).not.toContain('finance');
  });
});
