import { screen, waitFor } from '@testing-library/react';
import { Navigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Status, type SurveyAccess } from '@portal/shared';
import { fail, ok } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { brand, configuration } from '@/testing/test-data';
import { SurveyAccessPage } from './survey-access';

const KEY = 'insercion-uib-x1';
const ACCESS: SurveyAccess = {
  idEncuesta: 7,
  urlAcceso: KEY,
  titulo: 'Tu situación laboral',
  descripcion: '',
  anonima: false,
  destinatarios: 'Alumno',
  obligatoria: false,
  abierta: true,
  fechaInicio: '2026-01-01T00:00:00Z',
  fechaFin: '2027-01-01T00:00:00Z',
  textoRGPD: null,
};
const SESSION = { token: 't'.repeat(43), encuesta: { ...ACCESS, preguntas: [] } };
const sso = configuration(brand(), { accesoUnico: true });
const routes = [...tableRoute('survey-access', <SurveyAccessPage />)];
/** What /acceso does with a survey's answer (auth's sso.test.tsx): to the survey's access page, the answer in the router state. */
const backFromUniversity = (respuesta: string) => [
  ...routes,
  { path: '/vuelta', element: <Navigate to={`/encuestas/${KEY}/acceso`} replace state={{ respuestaIntegrada: respuesta }} /> },
];
const BUTTON = 'Accede con tu cuenta de la universidad';

afterEach(() => vi.unstubAllGlobals());

describe("a survey's access page with the university's single sign-on", () => {
  it("offers the university account on a candidates' survey where sign-on is on, and goes to the university", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, search: '' });
    const { user, api } = renderPage(`/encuestas/${KEY}/acceso`, routes, {
      configuration: sso,
      api: { [`POST /api/Encuestas/accesoEncuesta/${KEY}`]: ok(ACCESS), [`POST /api/Encuestas/iniciaLoginIntegrado/${KEY}`]: ok({ url: 'https://idp.example.org/auth' }) },
    });
    await user.click(await screen.findByRole('button', { name: BUTTON }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.example.org/auth'));
    expect(api.callsTo('POST', `/api/Encuestas/iniciaLoginIntegrado/${KEY}`).map((call) => call.body)).toEqual([{ aceptaRGPD: false }]);
  });

  it('asks for the data-protection clause first, and sends its acceptance with the sign-on', async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn(), search: '' });
    const { user, api } = renderPage(`/encuestas/${KEY}/acceso`, routes, {
      configuration: sso,
      api: { [`POST /api/Encuestas/accesoEncuesta/${KEY}`]: ok({ ...ACCESS, textoRGPD: 'Tus respuestas se tratan para mejorar el servicio.' }), [`POST /api/Encuestas/iniciaLoginIntegrado/${KEY}`]: ok({ url: 'https://idp.example.org/auth' }) },
    });
    const button = await screen.findByRole('button', { name: BUTTON });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /acepto la información/ }));
    await user.click(button);
    await waitFor(() => expect(api.callsTo('POST', `/api/Encuestas/iniciaLoginIntegrado/${KEY}`).map((call) => call.body)).toEqual([{ aceptaRGPD: true }]));
  });

  it("shows no such button without sign-on, nor on a companies' survey", async () => {
    const off = renderPage(`/encuestas/${KEY}/acceso`, routes, { api: { [`POST /api/Encuestas/accesoEncuesta/${KEY}`]: ok(ACCESS) } });
    expect(await screen.findByRole('button', { name: 'Iniciar sesión y contestar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
    off.unmount();
    renderPage(`/encuestas/${KEY}/acceso`, routes, { configuration: sso, api: { [`POST /api/Encuestas/accesoEncuesta/${KEY}`]: ok({ ...ACCESS, destinatarios: 'Empresa' }) } });
    expect(await screen.findByRole('button', { name: 'Iniciar sesión y contestar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
  });

  it("back from the university, posts the answer /acceso handed over once, and goes on to the survey with its session", async () => {
    const search = `?code=the-code&state=encuesta.${KEY}.random`;
    const { api } = renderPage('/vuelta', backFromUniversity(search), {
      configuration: sso,
      api: { [`POST /api/Encuestas/accesoEncuesta/${KEY}`]: ok(ACCESS), [`POST /api/Encuestas/validaRespuestaLoginIntegrado/${KEY}`]: ok(SESSION) },
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(new RegExp(`^/encuestas/${KEY}$`));
    expect(api.callsTo('POST', `/api/Encuestas/validaRespuestaLoginIntegrado/${KEY}`).map((call) => call.body)).toEqual([{ respuesta: search }]);
  });

  it("explains a refused answer in the catalogue's words on the survey's page, the button still there", async () => {
    renderPage('/vuelta', backFromUniversity(`?code=c&state=encuesta.${KEY}.r`), {
      configuration: sso,
      api: { [`POST /api/Encuestas/accesoEncuesta/${KEY}`]: ok(ACCESS), [`POST /api/Encuestas/validaRespuestaLoginIntegrado/${KEY}`]: fail(Status.SsoOtherPurpose) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Acceso de otra página');
    expect(screen.getByRole('button', { name: BUTTON })).toBeEnabled();
  });
});
