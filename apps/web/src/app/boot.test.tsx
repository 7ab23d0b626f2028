import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@portal/shared';
import { i18n } from '@/lib/i18n';
import { networkDown, ok } from '@/testing/api-server';
import { brand, candidate, configuration, makeToken } from '@/testing/test-data';
import { renderApp } from './test-app';

describe('boot', () => {
  it('applies the default-language rule: the brand default when nothing is stored; sets <html lang> and the title', async () => {
    renderApp('/politica-de-privacidad', { configuration: configuration(brand('uib')) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privadesa' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ca');
    expect(i18n.language).toBe('ca');
    await waitFor(() => expect(document.title).toBe("Política de privadesa · DOIP - Departament d'Orientació i Inserció Professional"));
  });

  it('lets a stored preference win over the brand default', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    renderApp('/politica-de-privacidad', { configuration: configuration(brand('uib')) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('themes the page with the brand colours', async () => {
    renderApp('/politica-de-privacidad', { configuration: configuration(brand('urv')) });
    await screen.findByRole('heading', { level: 1 });
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#7a1e48');
    expect(screen.getByRole('img', { name: 'Logotipo de URV Borsa' })).toHaveAttribute('src', '/brands/urv/logo.svg');
  });

  it('shows the version in the footer', async () => {
    renderApp('/politica-de-cookies');
    expect(await screen.findByText('v.3.4.2')).toBeInTheDocument();
  });

  it('asks for the brand configuration and the stored session together, not one after the other', async () => {
    // The configuration answers only once the session has been asked for: a boot that waited for the configuration
    // before asking for the session would never get either, and the page would never open.
    let sessionAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => {
      sessionAsked = resolve;
    });
    renderApp('/mis-candidaturas', {
      token: makeToken({ rol: 'Alumno' }),
      api: {
        'GET /api/Publico/configuracion': async () => {
          await asked;
          return ok(configuration());
        },
        'GET /api/Alumno/editaUsuario': () => {
          sessionAsked();
          return ok(candidate);
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis candidaturas' })).toBeInTheDocument();
  });

  it('says the service is unavailable when the configuration cannot be loaded, and retries', async () => {
    const { user } = renderApp('/login', { api: { 'GET /api/Publico/configuracion': networkDown } });
    expect(await screen.findByRole('heading', { name: 'No se puede cargar el portal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  });
});
