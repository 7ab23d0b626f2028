import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Status } from '@portal/shared';
import { i18n } from '@/lib/i18n';
import { fail, ok } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { candidate, configuration } from '@/testing/test-data';
import { cvApi, cvFixture, domainsFixture } from '../testing/fixtures';
import { renderCvPage, section } from '../testing/render-cv-page';
import CvPage from './cv';

/** What Playwright's getByLabel matches: the label text, without the "(required)" mark. */
function formLabels(): string[] {
  const controls = Array.from(document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'));
  const fromLabels = controls.flatMap((control) =>
    Array.from(control.labels ?? []).map((label) => (label.firstChild?.textContent ?? label.textContent ?? '').trim()),
  );
  const switches = Array.from(document.querySelectorAll('[role="switch"]')).map((element) => {
    const id = element.getAttribute('aria-labelledby') ?? '';
    return document.getElementById(id)?.textContent?.trim() ?? '';
  });
  return [...fromLabels, ...switches].filter(Boolean);
}

interface Names {
  edit: string;
  addLanguage: string;
  addExperience: string;
  addDocument: string;
  documents: string;
  processDocument: string;
  addUniversity: string;
  addOther: string;
  cancel: string;
  studies: string;
  linkSource: string;
  header: string[];
}

async function openEveryForm(user: Awaited<ReturnType<typeof renderCvPage>>['user'], names: Names) {
  for (const button of screen.getAllByRole('button', { name: new RegExp(`^${names.edit}: `) })) {
    const label = button.getAttribute('aria-label') ?? '';
    // One form per list item at a time: items are covered by the add forms.
    if (/Datos|Dades|Correo|Correu|Perfil|Presenta|Portfolio|Portafolis|Inter|Sector|Programa|Compet|Periodo|Període|Nivel|Nivell/.test(label)) await user.click(button);
  }
  await user.click(screen.getByRole('button', { name: names.addLanguage }));
  await user.click(screen.getByRole('button', { name: names.addExperience }));
  // The documents are drawn once what the offers ask for is in (they wait for it: it goes above them).
  await user.click(await screen.findByRole('button', { name: names.addDocument }));
  await user.click(within(section(names.documents)).getByLabelText(names.processDocument));
}

const spanish: Names = {
  edit: 'Editar',
  addLanguage: 'Añadir un idioma',
  addExperience: 'Añadir una experiencia',
  addDocument: 'Añadir un documento',
  documents: 'Documentos',
  processDocument: 'Para una candidatura',
  addUniversity: 'Añadir estudios de la universidad',
  addOther: 'Añadir otros estudios',
  cancel: 'Cancelar',
  studies: 'Estudios',
  linkSource: 'Indicar un enlace',
  header: ['Idioma', 'Menú'],
};
const catalan: Names = {
  edit: 'Edita',
  addLanguage: 'Afegeix un idioma',
  addExperience: 'Afegeix una experiència',
  addDocument: 'Afegeix un document',
  documents: 'Documents',
  processDocument: 'Per a una candidatura',
  addUniversity: 'Afegeix estudis de la universitat',
  addOther: 'Afegeix altres estudis',
  cancel: 'Cancel·la',
  studies: 'Estudis',
  linkSource: 'Indica un enllaç',
  header: ['Idioma', 'Menú'],
};

describe('CV page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a load failure in place, with a retry', async () => {
    let calls = 0;
    const api = cvApi(cvFixture(), {
      'GET /api/Alumno/dameCvUsuario': () => {
        calls += 1;
        return calls === 1 ? fail(Status.ServiceUnavailable, 'El servicio actualmente no esta disponible') : ok(cvFixture());
      },
    });
    const { user } = renderPage('/cv', tableRoute('cv', <CvPage />), { user: candidate, api, configuration: configuration() });
    expect(await screen.findByRole('alert')).toHaveTextContent('El servicio actualmente no esta disponible');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Datos personales' })).toBeInTheDocument();
  });

  it.each([
    ['es', spanish],
    ['ca', catalan],
  ] as const)('gives every form control of the page a label no other label contains (%s)', async (language, names) => {
    await act(() => i18n.changeLanguage(language));
    const { user } = await renderCvPage({
      path: language === 'ca' ? '/ca/cv' : '/cv',
      api: { 'GET /api/Dominios/dominios/ca': ok(domainsFixture()), 'GET /api/Dominios/titulaciones/ca': ok([]) },
    });
    await openEveryForm(user, names);
    const studies = section(names.studies);
    await user.click(within(studies).getByRole('button', { name: names.addUniversity }));
    const labels = new Set([...names.header, ...formLabels()]);
    await user.click(within(studies).getByRole('button', { name: names.cancel }));
    await user.click(within(studies).getByRole('button', { name: names.addOther }));
    await user.click(within(section(names.documents)).getByLabelText(names.linkSource));
    for (const label of formLabels()) labels.add(label);

    const all = [...labels];
    expect(all.length).toBeGreaterThan(60);
    const clashes = all.flatMap((a) => all.filter((b) => a !== b && b.toLowerCase().includes(a.toLowerCase())).map((b) => `${a} ⊂ ${b}`));
    expect(clashes).toEqual([]);
  }, 20_000);

  it('keeps an open form and what was typed through a change of language', async () => {
    const { user, api } = await renderCvPage({ api: { 'GET /api/Dominios/dominios/ca': ok(domainsFixture()) } });
    const presentation = section('Presentación');
    await user.click(within(presentation).getByRole('button', { name: 'Editar: Presentación' }));
    await user.type(within(presentation).getByLabelText('Texto de presentación'), ' Busco prácticas.');
    await act(() => i18n.changeLanguage('ca'));

    const text = await screen.findByLabelText('Text de presentació');
    expect(text).toHaveValue('Estudiante de ingeniería. Busco prácticas.');
    await waitFor(() => expect(api.callsTo('GET', '/api/Alumno/dameCvUsuario')).toHaveLength(2));
    expect(api.callsTo('GET', '/api/Alumno/dameCvUsuario')[1]!.headers['accept-language']).toBe('ca');
    expect(screen.getByLabelText('Text de presentació')).toHaveValue('Estudiante de ingeniería. Busco prácticas.');
  });

  it('moves to a section from the index, focusing its heading', async () => {
    const { user } = await renderCvPage();
    const index = screen.getByRole('navigation', { name: 'Secciones del CV' });
    await user.click(within(index).getByRole('link', { name: 'Documentos' }));
    await waitFor(() => expect(within(section('Documentos')).getByRole('heading', { name: 'Documentos' })).toHaveFocus());
  });

  it('folds the sections on a phone; a heading or the index opens one', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: true, addEventListener: () => {}, removeEventListener: () => {} })),
    );
    const { user } = await renderCvPage();
    const languages = screen.getByRole('button', { name: /^Idiomas/ });
    expect(languages).toHaveAttribute('aria-expanded', 'false');
    expect(languages).toHaveTextContent('2');
    expect(screen.getByText('Inglés', { selector: 'h3' })).not.toBeVisible();

    await user.click(languages);
    expect(languages).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Inglés', { selector: 'h3' })).toBeVisible();

    await user.click(screen.getByText('Ir a una sección'));
    await user.click(within(screen.getByRole('navigation', { name: 'Secciones del CV' })).getByRole('link', { name: 'Documentos' }));
    const documents = screen.getByRole('button', { name: /^Documentos/ });
    await waitFor(() => expect(documents).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(documents).toHaveFocus());
  });
});
