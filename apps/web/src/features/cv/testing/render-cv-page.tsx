import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { BrandConfig, CvDatos } from '@portal/shared';
import type { ApiHandler } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { candidate } from '@/testing/test-data';
import CvPage from '../routes/cv';
import { cvApi, cvConfiguration, cvFixture } from './fixtures';

interface Options {
  cv?: CvDatos;
  api?: Record<string, ApiHandler>;
  brand?: BrandConfig;
  path?: string;
}

/** The CV page over the mocked API, logged in as the demo candidate, once its data is on screen. */
export async function renderCvPage({ cv = cvFixture(), api = {}, brand, path = '/cv' }: Options = {}) {
  const view = renderPage(path, tableRoute('cv', <CvPage />), { user: candidate, api: cvApi(cv, api), configuration: cvConfiguration(brand) });
  await waitFor(() => expect(document.getElementById('cv-datos-personales')).not.toBeNull());
  return view;
}

/** One section of the page, to query inside it. */
export const section = (name: string | RegExp) => screen.getByRole('region', { name });
