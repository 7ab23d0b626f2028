import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompanyAddedDocument } from '@portal/shared';
import { fail, ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { companyContact } from '@/testing/test-data';
import DocumentationPage from './documentation';

const annex = { idDocumento: 11, tipo: 'anexo' as const, titulo: 'Anexo I: proyecto formativo', descripcion: 'Se firma antes de empezar.', nombreFichero: 'anexo-1.pdf', fecha: '2026-10-02', idPrograma: null, programa: null };
const programmeDocument = { ...annex, idDocumento: 12, tipo: 'programa' as const, titulo: 'Bases del programa', nombreFichero: 'bases.pdf', idPrograma: 3, programa: 'Programa de verano' };
const own: CompanyAddedDocument = { id: 5, nombre: 'Póliza de responsabilidad civil', nombreFichero: 'poliza.pdf', fecha: '2026-11-01T10:00:00.000Z' };

const paperwork = {
  'GET /api/Empresa/dameConveniosEmpresa': ok([
    { idConvenio: 4, estado: 'formalizado', fechaAlta: '2025-10-01T10:00:00.000Z', fechaCaducidad: '2027-10-01', sinCaducidad: false, tieneFichero: true, copiaFirmada: true, observaciones: null },
    { idConvenio: 9, estado: 'generado', fechaAlta: '2026-10-01T10:00:00.000Z', fechaCaducidad: null, sinCaducidad: true, tieneFichero: false, copiaFirmada: false, observaciones: null },
    { idConvenio: 3, estado: 'erroneo', fechaAlta: '2025-10-01T10:00:00.000Z', fechaCaducidad: null, sinCaducidad: true, tieneFichero: false, copiaFirmada: false, observaciones: 'Falta el DNI.' },
  ]),
  'GET /api/Empresa/dameFacturasALTAI': ok([{ idFactura: 2, numero: 'F2026-0001-1', fecha: '2026-10-10', importe: 163.35, nombreFichero: 'factura.pdf' }]),
  'GET /api/Empresa/dameDocumentosPracticas': ok([]),
  'GET /api/Empresa/dameAnexosPracticas': ok([annex]),
  'GET /api/Empresa/dameNotasInformativasPracticasCurricularExtraordinaria': ok([]),
  'GET /api/empresa/dameDocumentosPracticasPorPrograma': ok([{ idPrograma: 3, programa: 'Programa de verano', documentos: [programmeDocument] }]),
};

describe("the company's documentation", () => {
  it('lists its agreements with their state, its invoices and its internship documents', async () => {
    renderPage('/documentacion', tableRoute('documentation', <DocumentationPage />), {
      user: companyContact,
      api: { ...paperwork, 'GET /api/empresa/documentosAportados': ok([]) },
    });
    const agreements = await screen.findByRole('region', { name: 'Convenios de colaboración' });
    const items = await within(agreements).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Convenio n.º 4');
    expect(items[0]).toHaveTextContent('Formalizado');
    expect(within(items[0]!).getByRole('button', { name: 'Descargar convenio-4.pdf' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Sin caducidad');
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    // A generated one leads to the signed-copy upload; an erroneous one says why.
    expect(within(items[1]!).getByRole('link', { name: 'Subir la copia firmada' })).toHaveAttribute('href', '/subir-convenio-firmado');
    expect(items[2]).toHaveTextContent('Motivo: Falta el DNI.');
    const invoices = screen.getByRole('region', { name: 'Facturas' });
    expect(await within(invoices).findByText('F2026-0001-1')).toBeInTheDocument();
    expect(within(invoices).getByRole('button', { name: 'Descargar factura.pdf' })).toBeInTheDocument();
    expect(await screen.findByText('Aún no hay documentos de prácticas para tu empresa.')).toBeInTheDocument();
  });

  it("shows the service's annexes, notes and documents by programme, each downloadable", async () => {
    renderPage('/documentacion', tableRoute('documentation', <DocumentationPage />), {
      user: companyContact,
      api: { ...paperwork, 'GET /api/empresa/documentosAportados': ok([]) },
    });
    const annexes = await screen.findByRole('region', { name: 'Anexos de prácticas' });
    expect(await within(annexes).findByText('Anexo I: proyecto formativo')).toBeInTheDocument();
    expect(within(annexes).getByRole('button', { name: 'Descargar anexo-1.pdf' })).toBeInTheDocument();
    expect(await screen.findByText('El servicio aún no ha publicado notas informativas.')).toBeInTheDocument();
    const byProgramme = screen.getByRole('region', { name: 'Documentos por programa' });
    expect(await within(byProgramme).findByRole('heading', { name: 'Programa de verano' })).toBeInTheDocument();
    expect(within(byProgramme).getByRole('button', { name: 'Descargar bases.pdf' })).toBeInTheDocument();
  });

  it('adds a document of its own and deletes it after confirming; a refused file says why', async () => {
    const posted: ApiRequest[] = [];
    let list: CompanyAddedDocument[] = [];
    let refuseNext = true;
    const { user } = renderPage('/documentacion', tableRoute('documentation', <DocumentationPage />), {
      user: companyContact,
      api: {
        ...paperwork,
        'GET /api/empresa/documentosAportados': () => ok(list),
        'POST /api/empresa/adddoc': (request) => {
          posted.push(request);
          if (refuseNext) {
            refuseNext = false;
            return { http: 422, body: fail(46) };
          }
          list = [own];
          return ok(list);
        },
        'POST /api/empresa/deldoc': (request) => {
          posted.push(request);
          list = [];
          return ok(list);
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Documentos aportados por tu empresa' });
    expect(await within(section).findByText('Aún no has aportado documentos.')).toBeInTheDocument();
    await user.upload(within(section).getByLabelText(/Fichero/), new File(['%PDF-1.4 demo'], 'poliza.pdf', { type: 'application/pdf' }));
    await user.type(within(section).getByLabelText(/Nombre del documento/), 'Póliza de responsabilidad civil');
    await user.click(within(section).getByRole('button', { name: 'Aportar documento' }));
    expect(await within(section).findByRole('alert')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Aportar documento' }));
    expect(await within(section).findByText('Documento «Póliza de responsabilidad civil» aportado.')).toBeInTheDocument();
    expect(posted[1]?.body).toMatchObject({ extension_adjunto: 'pdf', nombre: 'Póliza de responsabilidad civil' });
    expect(String((posted[1]?.body as { ficheroB64ParaAltas: string }).ficheroB64ParaAltas)).toMatch(/^data:application\/pdf;base64,/);

    await user.click(within(section).getByRole('button', { name: 'Eliminar Póliza de responsabilidad civil' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar este documento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(section).findByText('Documento «Póliza de responsabilidad civil» eliminado.')).toBeInTheDocument();
    expect(posted[2]?.body).toEqual({ id: 5 });
    expect(await within(section).findByText('Aún no has aportado documentos.')).toBeInTheDocument();
  });
});
