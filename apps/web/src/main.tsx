import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { installGlobalErrorHandler } from './shared/notifications/global-error-handler.ts';
import { reloadOnStaleScript } from './app/reload-on-stale-script.ts';
import { loadTexts } from './shared/i18n/i18n.ts';
import './shared/i18n/resources.ts';

installGlobalErrorHandler();
reloadOnStaleScript();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// A transition renders in slices that yield to the browser every few milliseconds, so the first
// render of a signed-in screen does not hold the main thread in one long task. It starts once the
// first namespaces' texts are there, in the reader's language only (index.html preloads them).
const render = () =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
// A text chunk that cannot load (a stale page after a release) still renders: the stale-script reload handles it.
loadTexts().then(render, render);
