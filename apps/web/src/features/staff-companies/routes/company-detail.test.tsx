import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffCompanyDetail } from '@portal/shared';
import { i18n } from '@/lib/i18n';
import { ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import CompanyDetailPage from './company-detail';

const company: StaffCompanyDetail = {
  idEmpresa: 7,
  cif: 'B12345678',
  razonSocial: 'Nova Tech SL',
  nombreComercial: 'Nova Tech',
  estado: 'validada',
  fechaAlta: '2026-11-20T10:00:00.000Z',
  contacto: { nombre: 'Laura Puig', email: 'laura@nova.example' },
  motivo: null,
  ofertas: 2,
  descripcion: null,
  web: null,
  direccion: null,
  codigoPostal: null,
  localidad: null,
  empleados: null,
  contactos: [{ idUsuario: 31, nombre: 'Laura', apellidos: 'Puig', email: 'laura@nova.example', cargo: null, telefono: null, principal: true, bloqueado: false }],
};

describe('the company record', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('es'));
  });

  // WCAG 2.5.3 (label in name): whoever says what they see ("Edita") reaches the button in every language.
  it.each([
    ['es', 'Editar', 'Editar el contacto Laura Puig'],
    ['ca', 'Edita', 'Edita el contacte Laura Puig'],
    ['en', 'Edit', 'Edit contact Laura Puig'],
  ] as const)("names a contact's edit button with its visible word first (%s)", async (language, visible, name) => {
    await act(() => i18n.changeLanguage(language));
    renderPage('/gestion/empresas/7', tableRoute('staff-company', <CompanyDetailPage />), {
      user: staffMember,
      api: {
        'GET /api/Gestor/dameEmpresaGestor/7': ok(company),
        'GET /api/Gestor/dameDocumentacionEmpresaGestor/7': ok({ facturas: [], documentos: [] }),
      },
    });
    const button = await screen.findByRole('button', { name });
    expect(button).toHaveTextContent(visible);
    expect(name.startsWith(visible)).toBe(true);
  });

  it("links to the company's uploaded documents in the documents page, on its companies' tab", async () => {
    renderPage('/gestion/empresas/7', tableRoute('staff-company', <CompanyDetailPage />), {
      user: staffMember,
      api: {
        'GET /api/Gestor/dameEmpresaGestor/7': ok(company),
        'GET /api/Gestor/dameDocumentacionEmpresaGestor/7': ok({ facturas: [], documentos: [] }),
      },
    });
    const link = await screen.findByRole('link', { name: 'Documentos de la empresa' });
    expect(link).toHaveAttribute('href', '/gestion/documentos?pestana=empresas&idEmpresa=7');
  });

  it("edits a contact's name, position and phone", async () => {
    const posted: ApiRequest[] = [];
    const { user } = renderPage('/gestion/empresas/7', tableRoute('staff-company', <CompanyDetailPage />), {
      user: staffMember,
      api: {
        'GET /api/Gestor/dameEmpresaGestor/7': ok(company),
        'GET /api/Gestor/dameDocumentacionEmpresaGestor/7': ok({ facturas: [], documentos: [] }),
        'POST /api/Gestor/editaContactoEmpresaGestor': (request) => {
          posted.push(request);
          return { status: 514, datos: company };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Editar el contacto Laura Puig' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar el contacto Laura Puig' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Cargo' }), 'Directora de personas');
    await user.type(within(dialog).getByRole('textbox', { name: 'Teléfono' }), '971000000');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar el contacto' }));
    // The page's announcement; the upload forms' drop zones hold live regions of their own.
    expect(await screen.findByText('Contacto guardado.')).toHaveAttribute('role', 'status');
    expect(posted[0]?.body).toEqual({ idEmpresa: 7, idUsuario: 31, nombre: 'Laura', apellidos: 'Puig', cargo: 'Directora de personas', telefono: '971000000' });
  });

  it("lists the company's invoices and uploads a new one, checked before sending", async () => {
    const posted: ApiRequest[] = [];
    const invoice = { idFactura: 3, numero: 'F2026-0007-1', fecha: '2026-10-01', importe: 163.35, nombreFichero: 'factura-F2026-0007-1.pdf' };
    const { user } = renderPage('/gestion/empresas/7', tableRoute('staff-company', <CompanyDetailPage />), {
      user: staffMember,
      api: {
        'GET /api/Gestor/dameEmpresaGestor/7': ok(company),
        'GET /api/Gestor/dameDocumentacionEmpresaGestor/7': ok({ facturas: [invoice], documentos: [] }),
        'POST /api/Gestor/subeFacturaEmpresaGestor': (request) => {
          posted.push(request);
          return ok({ facturas: [{ ...invoice, idFactura: 4, numero: 'F-99', nombreFichero: 'factura.pdf' }, invoice], documentos: [] });
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Facturas y documentos de prácticas' });
    expect(await within(section).findByRole('button', { name: 'Descargar factura-F2026-0007-1.pdf' })).toBeInTheDocument();
    expect(within(section).getByText('Esta empresa aún no tiene documentos de prácticas.')).toBeInTheDocument();

    const form = within(section).getByRole('form', { name: 'Subir una factura' });
    await user.click(within(form).getByRole('button', { name: 'Subir' }));
    expect(posted).toHaveLength(0);
    expect(within(form).getAllByText('Este campo es requerido').length).toBeGreaterThan(0);

    await user.type(within(form).getByLabelText(/Número/), 'F-99');
    await user.type(within(form).getByLabelText(/Fecha/), '2026-11-02');
    await user.type(within(form).getByLabelText(/Importe/), '54,45');
    const pdf = new File(['%PDF-1.4 demo'], 'factura.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText(/Fichero/), pdf);
    await user.click(within(form).getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText('Factura F-99 subida.')).toBeInTheDocument();
    expect(posted[0]?.body).toMatchObject({ idEmpresa: 7, numero: 'F-99', fecha: '2026-11-02', importe: 54.45, fichero: { extension_adjunto: 'pdf', nombre: 'factura' } });
    expect(String((posted[0]?.body as { fichero: { ficheroB64ParaAltas: string } }).fichero.ficheroB64ParaAltas)).toMatch(/^data:application\/pdf;base64,/);
    expect(within(section).getByRole('button', { name: 'Descargar factura.pdf' })).toBeInTheDocument();
  });
});
