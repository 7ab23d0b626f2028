import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffInfoPage } from '@portal/shared';
import { fail, ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import ContentPage from './content';

const guidance: StaffInfoPage = {
  pagina: 'orientacion-laboral',
  tituloEs: 'Orientación laboral',
  tituloCa: 'Orientació laboral',
  tituloEn: 'Career guidance',
  textoEs: '## Citas\nEscríbenos.',
  textoCa: '## Cites\nEscriu-nos.',
  textoEn: '',
  publicada: false,
  fechaPublicacion: null,
  fechaModificacion: '2026-11-20T10:00:00.000Z',
};
const help: StaffInfoPage = { ...guidance, pagina: 'ayuda', tituloEs: 'Ayuda', tituloCa: 'Ajuda', tituloEn: 'Help', textoEn: 'Help text', publicada: true, fechaPublicacion: '2026-11-01T10:00:00.000Z' };

function renderPages(save: (request: ApiRequest) => unknown) {
  return renderPage('/gestion/contenidos', tableRoute('staff-content', <ContentPage />), {
    user: staffMember,
    api: {
      'GET /api/Gestor/dameComunicacionesGestor': ok([]),
      'GET /api/Gestor/damePaginasInformativasGestor': ok([guidance, help]),
      'POST /api/Gestor/guardaPaginaInformativaGestor': save,
    } as never,
  });
}

describe('the information pages of the back office', () => {
  it('shows each page with its state, previews the markup and says why it cannot be published yet (649 on the field)', async () => {
    const posted: ApiRequest[] = [];
    const { user } = renderPages((request) => {
      posted.push(request);
      return fail(649, undefined, { errores: [{ campo: 'textoEn', codigo: 649, clave: 'required' }] });
    });
    await user.click(await screen.findByRole('tab', { name: 'Páginas informativas' }));
    const form = await screen.findByRole('form', { name: 'Orientación laboral' });
    expect(within(form).getByText('Borrador')).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Ayuda' })).getByText('Publicada')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Ver cómo queda (castellano)' }));
    expect(within(within(form).getByRole('region', { name: 'Vista previa' })).getByRole('heading', { name: 'Citas' })).toBeInTheDocument();

    await user.click(within(form).getByRole('checkbox', { name: /Publicada: los candidatos la ven/ }));
    await user.click(within(form).getByRole('button', { name: 'Guardar y publicar' }));
    expect(posted[0]?.body).toMatchObject({ pagina: 'orientacion-laboral', tituloEs: 'Orientación laboral', textoEn: '', publicada: true });
    // The banner of the refusal and the English text's own field both say it.
    expect(await within(form).findAllByText(/escribe el título y el texto en castellano, catalán e inglés/)).toHaveLength(2);
    const [, , textEn] = within(form).getAllByLabelText(/^Texto/);
    expect(textEn).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves a draft and says so', async () => {
    const { user } = renderPages((request) => ({ status: 514, datos: { ...guidance, ...(request.body as object), fechaModificacion: '2026-11-27T10:00:00.000Z' } }));
    await user.click(await screen.findByRole('tab', { name: 'Páginas informativas' }));
    const form = await screen.findByRole('form', { name: 'Orientación laboral' });
    const [, , titleEn] = within(form).getAllByLabelText(/^Título/);
    await user.clear(titleEn as HTMLElement);
    await user.type(titleEn as HTMLElement, 'Careers');
    await user.click(within(form).getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Página «Orientación laboral» guardada como borrador.');
  });
});
