import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { companyContact } from '@/testing/test-data';
import DocumentationPage from './documentation';

describe("the company's documentation", () => {
  it('lists its agreements with their state, its invoices and its internship documents', async () => {
    renderPage('/documentacion', tableRoute('documentation', <DocumentationPage />), {
      user: companyContact,
      api: {
        'GET /api/Empresa/dameConveniosEmpresa': ok([
          { idConvenio: 4, estado: 'formalizado', fechaAlta: '2025-10-01T10:00:00.000Z', fechaCaducidad: '2027-10-01', sinCaducidad: false, tieneFichero: true, copiaFirmada: true, observaciones: null },
          { idConvenio: 9, estado: 'generado', fechaAlta: '2026-10-01T10:00:00.000Z', fechaCaducidad: null, sinCaducidad: true, tieneFichero: false, copiaFirmada: false, observaciones: null },
          { idConvenio: 3, estado: 'erroneo', fechaAlta: '2025-10-01T10:00:00.000Z', fechaCaducidad: null, sinCaducidad: true, tieneFichero: false, copiaFirmada: false, observaciones: 'Falta el DNI.' },
        ]),
        'GET /api/Empresa/dameFacturasALTAI': ok([{ idFactura: 2, numero: 'F2026-0001-1', fecha: '2026-10-10', importe: 163.35, nombreFichero: 'factura.pdf' }]),
        'GET /api/Empresa/dameDocumentosPracticas': ok([]),
      },
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
});
