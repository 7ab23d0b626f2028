import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n, loadAllTexts } from '@/lib/i18n';
import { dismissNotice } from '@/lib/notices';
import { endSession } from '@/lib/session';
import { apiServer } from './api-server';
import { endTestWork } from './teardown';

// How long findBy/waitFor keep polling for what the user would see. Pages are lazy chunks that the test runner
// compiles on first use: on a loaded machine that alone takes seconds, so the library's default second failed
// correct tests at random. Polling ends as soon as the condition holds; only a failing test waits this long.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling; ScrollRestoration and the header call these.
window.scrollTo = () => {};

// A request no test answers and that is not the API's is a mistake in the test: it fails loudly.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
// Every text in memory before any test renders: components never wait for a namespace here.
beforeAll(() => loadAllTexts());
afterAll(() => apiServer.close());

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage('es');
});

afterEach(async () => {
  cleanup();
  await endTestWork();
  apiServer.resetHandlers();
  endSession('logout');
  dismissNotice();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
