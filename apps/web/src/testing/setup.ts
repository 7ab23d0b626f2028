import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n, loadAllTexts } from '@/lib/i18n';
import { dismissNotice } from '@/lib/notices';
import { endSession } from '@/lib/session';
import { apiServer } from './api-server';
import { endTestWork } from './teardown';

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
