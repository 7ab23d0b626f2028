import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { brand, companyContact, configuration } from '@/testing/test-data';
import { MissingCompanyDataPopup } from './missing-data-popup';

function renderAt(path: string) {
  const page = (
    <>
      <p>Contenido</p>
      <MissingCompanyDataPopup />
    </>
  );
  return renderPage(path, [...tableRoute('home', page), ...tableRoute('my-offers', page), ...tableRoute('my-company', page)], {
    user: companyContact,
    configuration: configuration(brand('generic', { flags: { checkDatosCompletosEmpresa: true } })),
    api: {
      'GET /api/Empresa/faltanDatosAlaEmpresa': ok({ faltanDatos: true, faltan: ['direccion', 'cp'] }),
      'GET /api/Empresa/faltanDatosAlContactoEmpresa': ok({ faltanDatos: true, faltan: ['localidad'] }),
    },
  });
}

describe('the missing company data popup at the first login (issue 22, point 5)', () => {
  it('lists what the request did not ask and says it will be asked again when an offer is sent', async () => {
    renderAt('/');
    const dialog = await screen.findByRole('dialog', { name: 'Faltan datos obligatorios' });
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Dirección', 'Código postal', 'Localidad']);
    expect(dialog).toHaveTextContent('te los pediremos antes de enviar tu primera oferta al servicio');
    expect(within(dialog).getByRole('button', { name: 'Completar los datos de la empresa' })).toHaveFocus();
  });

  it('"Ahora no" puts it off on this device, not only for this tab: the next visit is not blocked', async () => {
    const first = renderAt('/');
    await first.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ahora no' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(`missingCompanyDataClosed:${companyContact.id}:${companyContact.idEmpresa}`)).toBe('1');
    first.unmount();

    sessionStorage.clear();
    const again = renderAt('/mis-ofertas');
    expect(await screen.findByText('Contenido')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    again.unmount();
  });
});
