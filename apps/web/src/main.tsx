import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { sendBootRequestsEarly } from './app/boot';
import { preloadPageAt } from './app/router';
import { applyColorScheme, initialColorScheme } from './lib/color-scheme';
import { i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './app/styles.css';

// Before the first paint, so a dark-mode user never sees a light flash while the brand loads.
applyColorScheme(initialColorScheme());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// The page's chunk, texts and first data and the boot's requests (configuration, session) go out now, beside the
// common texts, not one after another.
const queryClient = createQueryClient();
void preloadPageAt(window.location.pathname, { queryClient });
sendBootRequestsEarly();

// The common texts of the interface language come first (a few kB): the loading state already shows them.
void i18nReady.finally(() =>
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
