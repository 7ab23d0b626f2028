import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { fail, ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { godModePass, isGodMode, setGodMode } from '@/lib/god-mode';
import GodModePage from './god-mode';

afterEach(() => setGodMode(null));

function renderGodMode(answer: (request: ApiRequest) => unknown) {
  return renderPage('/gma2019', tableRoute('god-mode', <GodModePage />), { api: { 'POST /api/Publico/compruebaPaseModoDios': answer as never } });
}

describe('/gma2019', () => {
  it('keeps a pass the server accepts, until it expires, and turns it off', async () => {
    const caduca = new Date(Date.now() + 3_600_000).toISOString();
    const sent: ApiRequest[] = [];
    const { user } = renderGodMode((request) => {
      sent.push(request);
      return ok({ caduca });
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Modo dios desactivado.');
    await user.type(screen.getByRole('textbox', { name: /Pase de modo dios/ }), ' gm1.abc.def ');
    await user.click(screen.getByRole('button', { name: 'Activar el modo dios' }));
    expect(await screen.findByText(/Modo dios activo en este navegador hasta/)).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ pase: ' gm1.abc.def ' });
    expect(godModePass()).toBe('gm1.abc.def');
    await user.click(screen.getByRole('button', { name: 'Desactivar el modo dios' }));
    expect(isGodMode()).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('Modo dios desactivado.');
  });

  it('keeps nothing when the server refuses the pass, and says why', async () => {
    const { user } = renderGodMode(() => ({ http: 403, body: fail(Status.GodModePassExpired) }));
    await user.type(await screen.findByRole('textbox', { name: /Pase de modo dios/ }), 'gm1.old.pass');
    await user.click(screen.getByRole('button', { name: 'Activar el modo dios' }));
    expect(await screen.findByText('Este pase de modo dios ha caducado. Pide uno nuevo al servicio.')).toBeInTheDocument();
    expect(isGodMode()).toBe(false);
  });
});
