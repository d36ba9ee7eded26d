import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { VisitorLayout } from '../features/auth/components/visitor-layout.tsx';
import { AdminLoginPage, LoginPage } from '../features/auth/pages/login-page.tsx';
import { PasswordRequestPage } from '../features/auth/pages/password-request-page.tsx';
import { PasswordResetPage } from '../features/auth/pages/password-reset-page.tsx';
import { PrivacyPage, TermsPage } from './legal/legal-pages.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { i18n } from '../shared/i18n/i18n.ts';
import { renderWithProviders } from '../test/render.tsx';

const missing: string[] = [];
const onMissing = (_lngs: readonly string[], ns: string, key: string) => missing.push(`${ns}:${key}`);

describe.each(['en', 'es'])('screens in %s render no raw translation key', (lang) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang);
    i18n.options.saveMissing = true;
    i18n.on('missingKey', onMissing);
    missing.length = 0;
  });
  afterEach(async () => {
    i18n.off('missingKey', onMissing);
    i18n.options.saveMissing = false;
    // The screen is still mounted: it re-renders in English.
    await act(() => i18n.changeLanguage('en'));
  });

  it.each([
    ['customer sign-in', '/auth/login', <LoginPage key="a" />],
    ['admin sign-in', '/admin/login', <AdminLoginPage key="b" />],
    ['password request', '/auth/password/request', <PasswordRequestPage key="c" />],
    ['password reset', '/auth/password/reset?token=x', <PasswordResetPage key="d" />],
  ])('%s', async (_name, route, page) => {
    renderWithProviders(<VisitorLayout />, { route, layoutChildren: <Route path="*" element={page} /> });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it.each([
    ['terms', <TermsPage key="t" />],
    ['privacy', <PrivacyPage key="p" />],
    ['not found', <NotFoundPage key="n" />],
  ])('%s page', (_name, page) => {
    renderWithProviders(page);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
