import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@portal/shared';
import { ok } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import AuditLogPage from './audit-log';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  fecha: '2026-11-20T10:00:00.000Z',
  idUsuario: 3,
  usuario: 'Núria Ferrer <gestor@example.org>',
  rol: 'Gestor',
  entidad: 'company',
  idEntidad: 7,
  accion: 'block',
  desde: 'validada',
  hasta: 'bloqueada',
  detalle: null,
  ...over,
});

describe('the audit log', () => {
  it('shows actions, entities and states in words, composite values as written', async () => {
    renderPage('/gestion/auditoria', tableRoute('staff-audit', <AuditLogPage />), {
      user: staffMember,
      api: {
        'GET /api/Gestor/dameRegistroAuditoria': ok({
          total: 3,
          pagina: 1,
          porPagina: 25,
          items: [
            entry({}),
            entry({ id: 2, entidad: 'setting', idEntidad: null, accion: 'maintenanceOn', desde: 'false', hasta: 'true' }),
            entry({ id: 3, entidad: 'setting', idEntidad: null, accion: 'editFlags', desde: 'hasEventos: true', hasta: 'hasEventos: false' }),
          ],
        }),
      },
    });
    const rows = await screen.findAllByRole('row');
    expect(rows[1]).toHaveTextContent('Bloqueo');
    expect(rows[1]).toHaveTextContent('Validada → Bloqueada');
    // The record a line speaks of opens from it; a setting has no page of its own.
    expect(within(rows[1]!).getByRole('link', { name: 'Empresa #7' })).toHaveAttribute('href', '/gestion/empresas/7');
    expect(within(rows[2]!).queryByRole('link')).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Mantenimiento activado');
    expect(rows[2]).toHaveTextContent('Configuración');
    expect(rows[2]).toHaveTextContent('No → Sí');
    expect(rows[3]).toHaveTextContent('Cambio de funciones');
    expect(rows[3]).toHaveTextContent('hasEventos: true → hasEventos: false');
  });

  it("names a company's own writes in words (issue 22, point 9)", async () => {
    renderPage('/gestion/auditoria', tableRoute('staff-audit', <AuditLogPage />), {
      user: staffMember,
      api: {
        'GET /api/Gestor/dameRegistroAuditoria': ok({
          total: 2,
          pagina: 1,
          porPagina: 25,
          items: [
            entry({ usuario: 'Marc Vidal <empresa@example.org>', entidad: 'offer', idEntidad: 40, accion: 'submitOffer', desde: null, hasta: 'pendiente', detalle: 'Técnico de soporte' }),
            entry({ id: 2, usuario: 'Marc Vidal <empresa@example.org>', accion: 'addContact', desde: null, hasta: 'nuevo@example.org' }),
          ],
        }),
      },
    });
    const rows = await screen.findAllByRole('row');
    expect(rows[1]).toHaveTextContent('Oferta enviada por la empresa');
    expect(rows[1]).toHaveTextContent('Pendiente');
    expect(rows[2]).toHaveTextContent('Nuevo contacto (acceso) de la empresa');
  });

  it('filters by action, picked by its name', async () => {
    const { user, api } = renderPage('/gestion/auditoria', tableRoute('staff-audit', <AuditLogPage />), {
      user: staffMember,
      api: { 'GET /api/Gestor/dameRegistroAuditoria': ok({ total: 1, pagina: 1, porPagina: 25, items: [entry({})] }) },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Acción' }), 'Oferta enviada por la empresa');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/Gestor/dameRegistroAuditoria').some((call) => call.search.get('accion') === 'submitOffer')).toBe(true));
  });

  it("shows who acted as what, and filters by the actor's role (issue 22, point 9)", async () => {
    const { user, api } = renderPage('/gestion/auditoria', tableRoute('staff-audit', <AuditLogPage />), {
      user: staffMember,
      api: {
        'GET /api/Gestor/dameRegistroAuditoria': ok({
          total: 3,
          pagina: 1,
          porPagina: 25,
          items: [
            entry({}),
            entry({ id: 2, usuario: 'Marc Vidal <empresa@example.org>', rol: 'Empresa', accion: 'signIn', desde: null, hasta: null }),
            entry({ id: 3, idUsuario: null, usuario: 'system', rol: null, entidad: 'offer', idEntidad: 40, accion: 'expire', desde: null, hasta: null }),
          ],
        }),
      },
    });
    const rows = await screen.findAllByRole('row');
    expect(within(rows[0]!).getByRole('columnheader', { name: 'Rol' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Servicio');
    expect(rows[2]).toHaveTextContent('Empresa');
    expect(rows[2]).toHaveTextContent('Inicio de sesión');
    expect(rows[3]).toHaveTextContent('Sistema');

    const select = screen.getByRole('combobox', { name: 'Rol' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Candidatos', 'Empresas', 'Servicio', 'Sistema']);
    await user.selectOptions(select, 'Empresas');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/Gestor/dameRegistroAuditoria').some((call) => call.search.get('rol') === 'Empresa')).toBe(true));
  });

  it('opens filtered by the role of its address, and the CSV export takes the same filter', async () => {
    const { user, api } = renderPage('/gestion/auditoria?rol=Sistema', tableRoute('staff-audit', <AuditLogPage />), {
      user: staffMember,
      api: {
        'GET /api/Gestor/dameRegistroAuditoria': ok({ total: 1, pagina: 1, porPagina: 25, items: [entry({ rol: null, usuario: 'system' })] }),
        'GET /api/Gestor/exportaRegistroAuditoria': () => new Response('\uFEFFFecha;Usuario;Rol\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
      },
    });
    await screen.findAllByRole('row');
    expect(api.callsTo('GET', '/api/Gestor/dameRegistroAuditoria').every((call) => call.search.get('rol') === 'Sistema')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Rol' })).toHaveValue('Sistema');
    await user.click(screen.getByRole('button', { name: /CSV/ }));
    await waitFor(() => expect(api.callsTo('GET', '/api/Gestor/exportaRegistroAuditoria').map((call) => call.search.get('rol'))).toEqual(['Sistema']));
  });
});
