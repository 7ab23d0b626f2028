import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@portal/shared';
import { i18n, useTranslation } from '@/lib/i18n';
import { ok } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { brand, candidate, configuration } from '@/testing/test-data';
import { LanguageLinks, LanguageSelect } from './language-select';

function Page() {
  const { t } = useTranslation('auth');
  return (
    <>
      <LanguageSelect />
      <p>{t('form.user')}</p>
      <LanguageLinks />
    </>
  );
}

const routes = [...tableRoute('login-company', <Page />), ...tableRoute('home', <Page />)];

describe('language switch', () => {
  it('lists the brand languages by their own names', async () => {
    renderPage('/login/empresas', routes);
    const select = screen.getByRole('combobox', { name: 'Idioma' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Català', 'Castellano', 'English']);
    expect(select).toHaveValue('es');
  });

  it('asks for confirmation; No keeps the language and resets the selection', async () => {
    const { user } = renderPage('/login/empresas', routes);
    const select = screen.getByRole('combobox', { name: 'Idioma' });

    await user.selectOptions(select, 'Català');
    const dialog = screen.getByRole('alertdialog', { name: 'Cambiar el idioma' });
    expect(dialog).toHaveTextContent('¿Quieres cambiar el idioma del portal a Català?');
    expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(i18n.language).toBe('es');
    expect(select).toHaveValue('es');
    expect(screen.getByText('Usuario')).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('on Sí switches the interface, stores the choice and moves to the page path in the new language', async () => {
    const { user, router, api } = renderPage('/login/empresas', routes);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'Català');
    await user.click(screen.getByRole('button', { name: 'Sí' }));

    expect(await screen.findByText('Usuari')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('ca');
    expect(document.documentElement.lang).toBe('ca');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ca');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/empreses'));
    // Nobody is logged in: the server is not told.
    expect(api.calls).toHaveLength(0);
  });

  it('tells the server the preferred language (idIdioma) when someone is logged in', async () => {
    const { user, api } = renderPage('/', routes, {
      user: candidate,
      api: { 'POST /api/Alumno/editarIdiomaPreferido': ok({ idioma: 'en' }) },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'English');
    await user.click(screen.getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Alumno/editarIdiomaPreferido')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Alumno/editarIdiomaPreferido')[0]?.body).toEqual({ idIdioma: 3 });
    expect(screen.getByText('User')).toBeInTheDocument();
  });

  it('offers the footer switch with the other languages, behind the same confirmation', async () => {
    const { user } = renderPage('/login/empresas', routes, { configuration: configuration(brand('fpcat')) });
    expect(screen.queryByRole('option', { name: 'English' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Català' }));
    await user.click(screen.getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Usuari')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Castellano' })).toBeInTheDocument();
  });
});
