import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { getSession } from '@/lib/session';
import { fail, ok } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { brand, candidate, configuration, makeToken } from '@/testing/test-data';
import LoginPage from './login';
import SsoPage from './sso';

const routes = [...tableRoute('sso', <SsoPage />), ...tableRoute('login-candidate', <LoginPage />), ...tableRoute('login-company', <LoginPage />)];

describe('single sign-on (/acceso)', () => {
  it("asks for the university's sign-in address when it arrives without an answer", async () => {
    const { api } = renderPage('/acceso', routes, { api: { 'POST /api/Alumno/iniciaLoginIntegrado': ok({ url: 'https://idp.example.org/auth?state=x' }) } });
    expect(await screen.findByRole('status')).toHaveTextContent('Te llevamos a la página de acceso de la universidad');
    await waitFor(() => expect(api.callsTo('POST', '/api/Alumno/iniciaLoginIntegrado')).toHaveLength(1));
  });

  it("hands the university's answer to the API once, drops the code from the address and signs the candidate in", async () => {
    const token = makeToken({ rol: 'Alumno' });
    const { api } = renderPage('/acceso?code=the-code&state=the-state', routes, {
      api: { 'POST /api/Alumno/validaRespuestaLoginIntegrado': ok({ token, expira: 9999999999, rgpdPendiente: false, usuario: candidate }) },
    });
    // Handed to the candidates' login page, which opens the session (its guard then sends the person on).
    await waitFor(() => expect(getSession().token).toBe(token));
    expect(api.callsTo('POST', '/api/Alumno/validaRespuestaLoginIntegrado').map((call) => call.body)).toEqual([{ respuesta: '?code=the-code&state=the-state' }]);
  });

  it("hands a survey's answer (its key in the state) to the survey's access page, not to the candidates' login", async () => {
    const { api } = renderPage('/acceso?code=c&state=encuesta.insercion-uib-x1.r', routes);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/encuestas\/insercion-uib-x1\/acceso$/);
    expect(api.callsTo('POST', '/api/Alumno/validaRespuestaLoginIntegrado')).toHaveLength(0);
  });

  it('asks for the data-protection acceptance first when it is pending, as after a password login', async () => {
    const restricted = makeToken({ rol: 'Alumno', rgpd: false });
    const full = makeToken({ rol: 'Alumno' });
    const { user } = renderPage('/acceso?code=c&state=s', routes, {
      api: {
        'POST /api/Alumno/validaRespuestaLoginIntegrado': ok({ token: restricted, expira: 0, rgpdPendiente: true, usuario: candidate }),
        'GET /api/Alumno/dameTextoRGPDactual': ok({ version: 3, texto: 'Tus datos se tratan para gestionar el servicio.' }),
        'GET /api/Alumno/guardaAceptacionRGPD': ok({ token: full, expira: 0, rgpdPendiente: false, usuario: candidate }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Acepto' }));
    await waitFor(() => expect(getSession().token).toBe(full));
  });

  it('explains a refused answer in the catalogue words and offers to try again or use the password', async () => {
    const { user, api } = renderPage('/acceso?code=old&state=old', routes, {
      api: {
        'POST /api/Alumno/validaRespuestaLoginIntegrado': fail(Status.SsoAnswerInvalid),
        'POST /api/Alumno/iniciaLoginIntegrado': ok({ url: 'https://idp.example.org/auth' }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('El acceso ha caducado');
    expect(screen.getByRole('link', { name: 'Acceder con usuario y contraseña' })).toHaveAttribute('href', '/login/alumnos');
    await user.click(screen.getByRole('button', { name: 'Volver a intentarlo' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Alumno/iniciaLoginIntegrado')).toHaveLength(1));
  });

  it("offers the university account on the candidates' login only where single sign-on is on", async () => {
    renderPage('/login/alumnos', routes, { configuration: configuration(brand(), { accesoUnico: true }) });
    expect(await screen.findByRole('link', { name: 'Accede con tu cuenta de la universidad' })).toHaveAttribute('href', '/acceso');
  });

  it('shows no such button without single sign-on, nor to companies', async () => {
    const off = renderPage('/login/alumnos', routes);
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Accede con tu cuenta de la universidad' })).toBeNull();
    off.unmount();
    renderPage('/login/empresas', routes, { configuration: configuration(brand(), { accesoUnico: true }) });
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Accede con tu cuenta de la universidad' })).toBeNull();
  });
});
