import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { candidate } from '@/testing/test-data';
import CareerGuidancePage from './career-guidance';
import HelpPage from './help';

describe('the information pages', () => {
  it('draws the published text from its markup as elements, never as HTML, with the service contact', async () => {
    renderPage('/orientacion-laboral', tableRoute('career-guidance', <CareerGuidancePage />), {
      user: candidate,
      api: {
        'GET /api/Alumno/damePaginaInformativa/:pagina': ok({
          pagina: 'orientacion-laboral',
          titulo: 'Orientación laboral',
          texto: '## Qué te ofrecemos\n- Entrevistas\n- Talleres <img src=x onerror=alert(1)>\n\nEscríbenos a [ocupacio](mailto:ocupacio@example.org) o mira [la web](javascript:alert(1)).',
          fecha: '2026-11-01T09:00:00.000Z',
        }),
      },
    });
    const article = await screen.findByRole('article', { name: 'Orientación laboral' });
    expect(within(article).getByRole('heading', { level: 3, name: 'Qué te ofrecemos' })).toBeInTheDocument();
    expect(within(article).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Entrevistas', 'Talleres <img src=x onerror=alert(1)>']);
    expect(article.querySelector('img')).toBeNull();
    expect(within(article).getByRole('link', { name: 'ocupacio' })).toHaveAttribute('href', 'mailto:ocupacio@example.org');
    expect(within(article).queryByRole('link', { name: 'la web' })).toBeNull();
    expect(screen.getByText('Si tienes dudas, escribe al servicio:')).toBeInTheDocument();
  });

  it('says the service has not published the page yet, and still gives its contact', async () => {
    const { api } = renderPage('/ayuda', tableRoute('help', <HelpPage />), { user: candidate, api: { 'GET /api/Alumno/damePaginaInformativa/:pagina': ok(null) } });
    expect(await screen.findByText('El servicio todavía no ha publicado esta página.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/Alumno/damePaginaInformativa/ayuda')).toHaveLength(1);
    expect(screen.getByText('Si tienes dudas, escribe al servicio:')).toBeInTheDocument();
  });
});
