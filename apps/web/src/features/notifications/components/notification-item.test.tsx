import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Notification } from '@owner-portal/contract/notifications/notifications';
import { renderWithProviders } from '../../../test/render.tsx';
import { NotificationItem } from './notification-item.tsx';

const item = (link_url: string, is_external: boolean): Notification => ({
  id: 1,
  title: 'Heads up',
  content: 'Read this.',
  link_url,
  link_text: 'Open',
  is_external,
  lang: 'en',
});
const show = (n: Notification) =>
  renderWithProviders(
    <ul>
      <NotificationItem item={n} onRead={() => {}} busy={false} onNavigate={() => {}} />
    </ul>,
  );

describe('NotificationItem links', () => {
  it.each([
    ['an internal link to another site', '//evil.example/phish', false],
    ['an internal link with a backslash', '/\\evil.example', false],
    ['an external link without https', 'http://evil.example', true],
    ['an external javascript: link', 'javascript:alert(1)', true],
  ])('shows no link for %s stored before the server checked links', (_name, link, external) => {
    show(item(link, external));
    expect(screen.getByText('Read this.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links a same-site path inside the portal', () => {
    show(item('/training', false));
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/training');
  });

  it('opens an https address in a new tab', () => {
    show(item('https://example.com/trade-show', true));
    expect(screen.getByRole('link', { name: /Open/ })).toHaveAttribute('target', '_blank');
  });
});
