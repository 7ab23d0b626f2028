import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffPublishedDocument } from '@portal/shared';
import { ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import StaffDocumentsPage from './documents';

const draft: StaffPublishedDocument = {
  idDocumento: 7,
  tipo: 'anexo',
  titulo: 'Anexo III: modificación',
  descripcion: null,
  nombreFichero: 'anexo-3.pdf',
  fecha: '2026-10-01',
  idPrograma: null,
  programa: null,
  publicado: false,
  fechaAlta: '2026-10-01T10:00:00.000Z',
};

describe('the back office documents', () => {
  it('publishes a draft, and lists what companies added', async () => {
    const posted: ApiRequest[] = [];
    let list = [draft];
    const { user } = renderPage('/gestion/documentos', tableRoute('staff-documents', <StaffDocumentsPage />), {
      user: staffMember,
      api: {
        'GET /api/Gestor/dameDocumentosPublicadosGestor': () => ok(list),
        'GET /api/Gestor/dameProgramasPracticasGestor': ok([]),
        'POST /api/Gestor/publicaDocumentoGestor': (request) => {
          posted.push(request);
          list = [{ ...draft, publicado: true }];
          return ok(list[0]);
        },
        'GET /api/Gestor/dameDocumentosAportadosGestor': ok([{ id: 2, idEmpresa: 4, empresa: 'Tramuntana SL', nombre: 'Póliza', nombreFichero: 'poliza.pdf', fecha: '2026-11-01T10:00:00.000Z' }]),
      },
    });
    const row = (await screen.findByText('Anexo III: modificación')).closest('tr')!;
    expect(within(row).getByText('Borrador')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Publicar: Anexo III: modificación' }));
    expect(await screen.findByText('Documento «Anexo III: modificación» publicado.')).toBeInTheDocument();
    expect(posted[0]?.body).toEqual({ id: 7, publicado: true });
    expect(await within(row).findByText('Publicado')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Aportados por empresas' }));
    expect(await screen.findByText('Tramuntana SL')).toBeInTheDocument();
  });
});
