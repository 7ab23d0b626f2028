import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { brand, configuration } from '@/testing/test-data';
import { askCookiePreferences } from '@/lib/consent';
import { CONSENT_COOKIE as CONTRACT_COOKIE } from '@portal/shared';
import { CONSENT_COOKIE } from '../consent-cookie';
import ConsentBanner from './consent-banner';

const clearCookie = () => {
  document.cookie = 'consentimientoCookies=; Max-Age=0; Path=/';
};
afterEach(clearCookie);

function renderBanner() {
  return renderPage('/politica-de-cookies', tableRoute('cookie-policy', <ConsentBanner />), {
    configuration: configuration(brand('urv')),
    api: { 'POST /api/Publico/registraVisita': ok({}) },
  });
}

describe('the consent banner', () => {
  it("keeps the choice in the contract's cookie", () => {
    expect(CONSENT_COOKIE).toBe(CONTRACT_COOKIE);
  });

  it('asks on the first visit and sends nothing until accepted; accepting sends the page view', async () => {
    const { user, api } = renderBanner();
    const banner = await screen.findByRole('region', { name: 'Cookies de estadísticas' });
    expect(banner.closest('[aria-live="polite"]')).not.toBeNull();
    expect(api.callsTo('POST', '/api/Publico/registraVisita')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Publico/registraVisita')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Publico/registraVisita')[0]?.body).toEqual({ ruta: '/politica-de-cookies' });
    expect(document.cookie).toContain('consentimientoCookies=si');
    expect(screen.queryByRole('region', { name: 'Cookies de estadísticas' })).not.toBeInTheDocument();
  });

  it('rejecting keeps the choice and sends nothing', async () => {
    const { user, api } = renderBanner();
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    expect(document.cookie).toContain('consentimientoCookies=no');
    expect(screen.queryByRole('region', { name: 'Cookies de estadísticas' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Publico/registraVisita')).toHaveLength(0);
  });

  it('the footer link withdraws: the cookie goes and the banner asks again', async () => {
    document.cookie = 'consentimientoCookies=si; Path=/';
    renderBanner();
    askCookiePreferences();
    expect(await screen.findByText(/Has retirado tu permiso/)).toBeInTheDocument();
    expect(document.cookie).not.toContain('consentimientoCookies');
  });

  it('a tap on the footer link before the banner has loaded is answered when it loads', async () => {
    document.cookie = 'consentimientoCookies=si; Path=/';
    askCookiePreferences();
    renderBanner();
    expect(await screen.findByText(/Has retirado tu permiso/)).toBeInTheDocument();
    expect(document.cookie).not.toContain('consentimientoCookies');
  });

  it('answers a tap once: a banner loaded later does not withdraw again', async () => {
    askCookiePreferences();
    const first = renderBanner();
    await screen.findByText(/Has retirado tu permiso/);
    first.unmount();
    document.cookie = 'consentimientoCookies=no; Path=/';
    renderBanner();
    await waitFor(() => expect(document.cookie).toContain('consentimientoCookies=no'));
    expect(screen.queryByRole('region', { name: 'Cookies de estadísticas' })).not.toBeInTheDocument();
  });
});
