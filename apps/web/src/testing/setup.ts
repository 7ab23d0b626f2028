import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { dismissNotice } from '@/lib/notices';
import { endSession } from '@/lib/session';

// jsdom has no scrolling; ScrollRestoration and the header call these.
window.scrollTo = () => {};

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage('es');
});

afterEach(() => {
  cleanup();
  endSession('logout');
  dismissNotice();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
