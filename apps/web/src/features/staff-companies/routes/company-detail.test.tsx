import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffCompanyDetail } from '@portal/shared';
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
  it("edits a contact's name, position and phone", async () => {
    const posted: ApiRequest[] = [];
    const { user } = renderPage('/gestion/empresas/7', tableRoute('staff-company', <CompanyDetailPage />), {
      user: staffMember,
      api: {
        'GET /api/Gestor/dameEmpresaGestor/7': ok(company),
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
    expect(await screen.findByRole('status')).toHaveTextContent('Contacto guardado.');
    expect(posted[0]?.body).toEqual({ idEmpresa: 7, idUsuario: 31, nombre: 'Laura', apellidos: 'Puig', cargo: 'Directora de personas', telefono: '971000000' });
  });
});
