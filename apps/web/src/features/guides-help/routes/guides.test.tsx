import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Guide } from '@portal/shared';
import { ok } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { candidate } from '@/testing/test-data';
import GuidesPage from './guides';

const guides: Guide[] = [
  { id: 1, titulo: 'Cómo preparar tu currículum', descripcion: 'Estructura, extensión y errores frecuentes.', urlFichero: '/api/Alumno/dameFicheroGuiaOrientacion/1', ulrImagen: 'data:image/svg+xml,%3Csvg%2F%3E' },
  { id: 2, titulo: 'Prácticas en el extranjero', descripcion: 'Programas y becas.', urlFichero: 'https://www.example.org/guias/practicas-extranjero.pdf', ulrImagen: null },
  { id: 3, titulo: 'La entrevista de trabajo', descripcion: 'Preguntas frecuentes.', urlFichero: '', ulrImagen: null },
];

describe('the orientation guides page', () => {
  it('lists every guide (no limit): title, the description behind a keyboard disclosure, and its file', async () => {
    const { user, api } = renderPage('/guias-orientacion', tableRoute('guides', <GuidesPage />), {
      user: candidate,
      api: { 'GET /api/Alumno/dameGuiaOrientacion': ok(guides) },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Cómo preparar tu currículum' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(api.callsTo('GET', '/api/Alumno/dameGuiaOrientacion').map((request) => request.search.toString())).toEqual(['']);

    const toggle = screen.getByRole('button', { name: 'Ver la descripción: Cómo preparar tu currículum' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Estructura, extensión y errores frecuentes.')).not.toBeVisible();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveTextContent('Estructura, extensión y errores frecuentes.');
    expect(screen.getByText('Estructura, extensión y errores frecuentes.')).toBeVisible();

    expect(screen.getByRole('button', { name: 'Descargar la guía: Cómo preparar tu currículum' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Abrir la guía: Prácticas en el extranjero/ })).toHaveAttribute('href', 'https://www.example.org/guias/practicas-extranjero.pdf');
    expect(screen.queryByRole('button', { name: /Descargar la guía: La entrevista/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Abrir la guía: La entrevista/ })).toBeNull();
  });

  it('says so when the service has published none', async () => {
    renderPage('/guias-orientacion', tableRoute('guides', <GuidesPage />), { user: candidate, api: { 'GET /api/Alumno/dameGuiaOrientacion': ok([]) } });
    expect(await screen.findByText('Todavía no hay guías de orientación.')).toBeInTheDocument();
  });
});
