import { expect, test, type Page } from '@playwright/test';
import { axeViolations, DEMO_PASSWORD, fillLogin, shot } from './helpers.ts';

// journeys: shards=3
// Each test signs in and looks on its own, so run-journeys.mjs runs them as three shards (a role each) side by side.
test.describe.configure({ mode: 'parallel' });

/**
 * Every company page and every back-office page, and the candidate's two offer lists, looked at the way people
 * use them: in Spanish and Catalan, on a 1280 px screen and a 390 px phone, in light and dark mode (`looksFor`). At each look
 * axe (all its rules, WCAG 2 A and AA among them, as `expectAccessible` in helpers.ts) finds no serious or critical
 * violation and nothing is wider than the screen; a full-page screenshot of each is left in
 * e2e/screenshots/sweep-*.png to be looked at. The candidate's lists are there for issue 22's point 11 (a list
 * wider than a phone), with their filters drawer open too.
 *
 * Detail pages are reached the way people reach them: the first one their list links to. One login per role and
 * language; the page is reused, the width changed with the viewport and the scheme with the system preference
 * the app follows (lib/color-scheme.ts).
 */

type Language = 'es' | 'ca';

const VIEWPORTS = [
  ['1280', { width: 1280, height: 800 }],
  ['390', { width: 390, height: 844 }],
] as const;
const SCHEMES = ['light', 'dark'] as const;
type Look = readonly [width: string, viewport: { width: number; height: number }, scheme: (typeof SCHEMES)[number]];

/**
 * The suite looks at each page twice per language, crossing width and scheme so that each language meets both
 * widths and both schemes (es: wide light, phone dark; ca: wide dark, phone light): the whole matrix is four looks
 * per language and doubles the journey's time (about six minutes more here) for combinations that share their CSS.
 * SWEEP_ALL=1 looks at all four, as before a release or after a change of the theme or the layout.
 */
function looksFor(language: Language): Look[] {
  const all = VIEWPORTS.flatMap(([width, viewport]) => SCHEMES.map((scheme): Look => [width, viewport, scheme]));
  if (process.env.SWEEP_ALL) return all;
  const crossed = language === 'es' ? ['1280 light', '390 dark'] : ['1280 dark', '390 light'];
  return all.filter(([width, , scheme]) => crossed.includes(`${width} ${scheme}`));
}

/** A page of the sweep: its name in the screenshots and where it is, fixed or read from the page before it. */
interface SweepPage {
  name: string;
  path: Record<Language, string> | ((page: Page, language: Language) => Promise<string>);
  /** On a phone, a dialog the page opens from this button (its name), looked at open too. */
  phoneDialog?: Record<Language, string>;
}

async function login(page: Page, role: 'empresa' | 'gestor' | 'alumno', language: Language): Promise<void> {
  if (language === 'ca') await page.addInitScript(() => localStorage.setItem('_idioma', 'ca'));
  const paths = { empresa: ['/login/empresas', '/login/empreses'], gestor: ['/login/gestores', '/login/gestors'], alumno: ['/login/alumnos', '/login/alumnes'] };
  await page.goto(paths[role][language === 'ca' ? 1 : 0]!);
  if (language === 'ca') {
    await page.getByLabel('Usuari').fill(`${role}@example.org`);
    await page.getByLabel('Contrasenya').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entra' }).click();
  } else {
    await fillLogin(page, `${role}@example.org`);
  }
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
}

/** The page drawn: its heading, no page shape or loading state left, lists back to full opacity. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(page.locator('.loading')).toHaveCount(0);
  await expect(page.locator('.offer-list--stale')).toHaveCount(0);
  await page.waitForFunction(() => Array.from(document.querySelectorAll('.offer-list')).every((list) => getComputedStyle(list).opacity === '1'));
}

/** The href of the first link in the main area whose path starts with one of `prefixes` (and passes `accept`). */
async function firstLink(page: Page, prefixes: string[], accept: (href: string) => boolean = () => true): Promise<string> {
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const found = hrefs.find((href) => prefixes.some((prefix) => href.startsWith(prefix)) && accept(href));
  if (!found) throw new Error(`no link to ${prefixes.join(' or ')} on ${page.url()}`);
  return found;
}

/** Goes to `path` and reads a detail page's address from it. */
function linkedFrom(list: Record<Language, string>, prefixes: Record<Language, string[]>, accept?: (href: string) => boolean) {
  return async (page: Page, language: Language): Promise<string> => {
    await page.goto(list[language]);
    await settled(page);
    return firstLink(page, prefixes[language], accept);
  };
}

/** The candidates' page of the company's first offer that has candidates, and the first CV it links to. */
async function offerWithCandidates(page: Page, language: Language): Promise<{ offer: string; cv: string }> {
  const list = language === 'ca' ? '/les-meves-ofertes' : '/mis-ofertas';
  await page.goto(list);
  await settled(page);
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const offers = [...new Set(hrefs.filter((href) => new RegExp(`^${list}/\\d+$`).test(href)))];
  for (const offer of offers) {
    await page.goto(offer);
    await settled(page);
    const cv = await firstLink(page, language === 'ca' ? ['/veure-cv/'] : ['/ver-cv/']).catch(() => null);
    if (cv) return { offer, cv };
  }
  throw new Error('no offer of the company has candidates');
}

/** axe finds no serious or critical violation, nothing is wider than the screen; a full-page screenshot is kept. */
async function check(page: Page, where: string, screenshot: string): Promise<void> {
  const bad = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect.soft(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), `axe on ${where}`).toEqual([]);
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect.soft(widths.scroll, `horizontal overflow on ${where}`).toBeLessThanOrEqual(widths.window);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, screenshot);
}

/**
 * Looks at the page at the widths and schemes of `looksFor`. Failures are soft: one run lists every page's problems.
 */
async function lookAt(page: Page, role: string, language: Language, entry: SweepPage): Promise<void> {
  const path = typeof entry.path === 'function' ? await entry.path(page, language) : entry.path[language];
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(VIEWPORTS[0][1]);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await settled(page);
  for (const [width, viewport, scheme] of looksFor(language)) {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await settled(page);
    await check(page, `${role} ${entry.name} ${language} ${width} ${scheme} (${path})`, `sweep-${role}-${entry.name}-${language}-${width}-${scheme}`);
    if (entry.phoneDialog && viewport === VIEWPORTS[1][1]) {
      await page.getByRole('button', { name: entry.phoneDialog[language] }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check(page, `${role} ${entry.name} dialog ${language} ${width} ${scheme} (${path})`, `sweep-${role}-${entry.name}-dialog-${language}-${width}-${scheme}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  }
}

const COMPANY_PAGES: SweepPage[] = [
  { name: 'home', path: { es: '/', ca: '/' } },
  { name: 'my-offers', path: { es: '/mis-ofertas', ca: '/les-meves-ofertes' } },
  { name: 'offer-candidates', path: async (page, language) => (await offerWithCandidates(page, language)).offer },
  { name: 'candidate-cv', path: async (page, language) => (await offerWithCandidates(page, language)).cv },
  {
    name: 'offer-preview',
    path: linkedFrom({ es: '/mis-ofertas', ca: '/les-meves-ofertes' }, { es: ['/visor-oferta/'], ca: ['/ca/visor-oferta/'] }),
  },
  {
    // The demo company has no offer it may still edit: a copy of its first offer is one (a draft), opened where
    // the copy leads.
    name: 'edit-offer',
    path: async (page, language) => {
      await page.goto(language === 'ca' ? '/les-meves-ofertes' : '/mis-ofertas');
      await settled(page);
      await page.getByRole('button', { name: language === 'ca' ? 'Duplica' : 'Duplicar', exact: true }).first().click();
      await expect(page).toHaveURL(language === 'ca' ? /\/edita-oferta\/\d+$/ : /\/editar-oferta\/\d+$/);
      return new URL(page.url()).pathname;
    },
  },
  { name: 'new-job-offer', path: { es: '/nueva-oferta/empleo', ca: '/nova-oferta/empleo' } },
  { name: 'new-internship-offer', path: { es: '/nueva-oferta/practicas', ca: '/nova-oferta/practiques' } },
  { name: 'documentation', path: { es: '/documentacion', ca: '/documentacio' } },
  { name: 'new-agreement', path: { es: '/nuevo-convenio-colaboracion', ca: '/nou-conveni-collaboracio' } },
  { name: 'upload-agreement', path: { es: '/subir-convenio-firmado', ca: '/pujar-conveni-signat' } },
  { name: 'education-requests', path: { es: '/solicitudes-practicas-educacion', ca: '/sollicituds-practiques-educacio' } },
  {
    name: 'education-request',
    path: linkedFrom(
      { es: '/solicitudes-practicas-educacion', ca: '/sollicituds-practiques-educacio' },
      { es: ['/solicitudes-practicas-educacion/'], ca: ['/sollicituds-practiques-educacio/'] },
      (href) => /\/\d+$/.test(href),
    ),
  },
  {
    // The demo company's own request still undecided: the one with an edit link.
    name: 'education-request-edit',
    path: linkedFrom(
      { es: '/solicitudes-practicas-educacion', ca: '/sollicituds-practiques-educacio' },
      { es: ['/solicitudes-practicas-educacion/'], ca: ['/sollicituds-practiques-educacio/'] },
      (href) => /\/(editar|edita)$/.test(href),
    ),
  },
  // The company's internship proposals: the path takes it to its education requests.
  { name: 'internship-proposal', path: { es: '/propuesta-practicas', ca: '/proposta-practiques' } },
  { name: 'surveys', path: { es: '/encuestas', ca: '/enquestes' } },
  { name: 'my-company', path: { es: '/mi-empresa', ca: '/la-meva-empresa' } },
  { name: 'my-profile', path: { es: '/mi-perfil', ca: '/el-meu-perfil' } },
  { name: 'notifications', path: { es: '/notificaciones', ca: '/notificacions' } },
  { name: 'change-password', path: { es: '/cambiar-password', ca: '/canviar-contrasenya' } },
];

const STAFF_PAGES: SweepPage[] = [
  { name: 'home', path: { es: '/', ca: '/' } },
  { name: 'dashboard', path: { es: '/gestion/panel', ca: '/gestio/tauler' } },
  { name: 'companies', path: { es: '/gestion/empresas', ca: '/gestio/empreses' } },
  {
    name: 'company',
    path: linkedFrom({ es: '/gestion/empresas', ca: '/gestio/empreses' }, { es: ['/gestion/empresas/'], ca: ['/gestio/empreses/'] }),
  },
  {
    // The company record's link to its documents.
    name: 'company-documents',
    path: async (page, language) => {
      await page.goto(await linkedFrom({ es: '/gestion/empresas', ca: '/gestio/empreses' }, { es: ['/gestion/empresas/'], ca: ['/gestio/empreses/'] })(page, language));
      await settled(page);
      return firstLink(page, language === 'ca' ? ['/gestio/documents?'] : ['/gestion/documentos?']);
    },
  },
  { name: 'offers', path: { es: '/gestion/ofertas', ca: '/gestio/ofertes' } },
  {
    name: 'offer',
    path: linkedFrom({ es: '/gestion/ofertas', ca: '/gestio/ofertes' }, { es: ['/gestion/ofertas/'], ca: ['/gestio/ofertes/'] }, (href) => /\/\d+$/.test(href)),
  },
  {
    // The published offer with the most candidacies (its count is the link's text).
    name: 'offer-candidacies',
    path: async (page, language) => {
      await page.goto(language === 'ca' ? '/gestio/ofertes?estado=publicada' : '/gestion/ofertas?estado=publicada');
      await settled(page);
      const links = await page
        .locator('main a[href$="/candidaturas"], main a[href$="/candidatures"]')
        .evaluateAll((found) => found.map((link) => ({ href: link.getAttribute('href') ?? '', count: Number(link.textContent?.trim()) || 0 })));
      const most = links.sort((a, b) => b.count - a.count)[0];
      if (!most) throw new Error('no published offer links to its candidacies');
      return most.href;
    },
  },
  { name: 'agreements', path: { es: '/gestion/convenios', ca: '/gestio/convenis' } },
  { name: 'internship-changes', path: { es: '/gestion/cambios-practicas', ca: '/gestio/canvis-practiques' } },
  {
    // The pending tab: a company's own request has Accept / Reject, the dialog looked at on a phone.
    name: 'education-requests',
    path: { es: '/gestion/solicitudes-practicas', ca: '/gestio/sollicituds-practiques' },
    phoneDialog: { es: 'Rechazar la solicitud', ca: 'Rebutja la sol·licitud' },
  },
  {
    name: 'education-request',
    path: linkedFrom(
      { es: '/gestion/solicitudes-practicas', ca: '/gestio/sollicituds-practiques' },
      { es: ['/gestion/solicitudes-practicas/'], ca: ['/gestio/sollicituds-practiques/'] },
      (href) => /\/\d+$/.test(href),
    ),
  },
  {
    name: 'agreement',
    path: linkedFrom({ es: '/gestion/convenios', ca: '/gestio/convenis' }, { es: ['/gestion/convenios/'], ca: ['/gestio/convenis/'] }),
  },
  { name: 'documents', path: { es: '/gestion/documentos', ca: '/gestio/documents' } },
  { name: 'programmes', path: { es: '/gestion/programas', ca: '/gestio/programes' } },
  { name: 'surveys', path: { es: '/gestion/encuestas', ca: '/gestio/enquestes' } },
  {
    name: 'survey-results',
    path: linkedFrom({ es: '/gestion/encuestas', ca: '/gestio/enquestes' }, { es: ['/gestion/encuestas/'], ca: ['/gestio/enquestes/'] }, (href) => /\/(resultados|resultats)$/.test(href)),
  },
  { name: 'candidates', path: { es: '/gestion/candidatos', ca: '/gestio/candidats' } },
  {
    name: 'candidate',
    path: linkedFrom({ es: '/gestion/candidatos', ca: '/gestio/candidats' }, { es: ['/gestion/candidatos/'], ca: ['/gestio/candidats/'] }),
  },
  { name: 'content', path: { es: '/gestion/contenidos', ca: '/gestio/continguts' } },
  { name: 'settings', path: { es: '/gestion/configuracion', ca: '/gestio/configuracio' } },
  { name: 'audit', path: { es: '/gestion/auditoria', ca: '/gestio/auditoria' } },
  { name: 'notifications', path: { es: '/notificaciones', ca: '/notificacions' } },
  { name: 'change-password', path: { es: '/cambiar-password', ca: '/canviar-contrasenya' } },
];

/**
 * Issue 22, point 11: the candidate's offer lists on a phone; issue 19: the events (the list, and the first event's
 * page it links to), the guides, career guidance and help.
 */
const CANDIDATE_PAGES: SweepPage[] = [
  { name: 'internship-offers', path: { es: '/ofertas-practicas', ca: '/ofertes-practiques' }, phoneDialog: { es: 'Filtros (1)', ca: 'Filtres (1)' } },
  { name: 'job-offers', path: { es: '/ofertas-empleo', ca: '/ofertes-feina' }, phoneDialog: { es: 'Filtros (1)', ca: 'Filtres (1)' } },
  { name: 'events', path: { es: '/eventos', ca: '/esdeveniments' } },
  {
    name: 'event',
    path: linkedFrom({ es: '/eventos', ca: '/esdeveniments' }, { es: ['/eventos/'], ca: ['/esdeveniments/'] }),
  },
  { name: 'guides', path: { es: '/guias-orientacion', ca: '/guies-orientacio' } },
  { name: 'career-guidance', path: { es: '/orientacion-laboral', ca: '/orientacio-laboral' } },
  { name: 'help', path: { es: '/ayuda', ca: '/ajuda' } },
  // Issue 18: the student's internship requests and proposals, with each answer.
  { name: 'my-internships', path: { es: '/mis-practicas', ca: '/les-meves-practiques' } },
  { name: 'internship-proposal', path: { es: '/propuesta-practicas', ca: '/proposta-practiques' } },
  { name: 'surveys', path: { es: '/encuestas', ca: '/enquestes' } },
  { name: 'survey', path: { es: '/encuestas/empleabilidad-demo', ca: '/enquestes/empleabilidad-demo' } },
  { name: 'survey-access', path: { es: '/encuestas/empleabilidad-demo/acceso', ca: '/enquestes/empleabilidad-demo/acces' } },
];

/** SWEEP_ONLY=staff:education-request,candidate:my-internships looks at those pages only (the role's login is kept). */
const ONLY = process.env.SWEEP_ONLY?.split(',');

test.describe('every page, in both languages, at both widths, light and dark', () => {
  for (const [role, user, pages] of [
    ['company', 'empresa', COMPANY_PAGES],
    ['staff', 'gestor', STAFF_PAGES],
    ['candidate', 'alumno', CANDIDATE_PAGES],
  ] as const) {
    for (const language of ['es', 'ca'] as const) {
      test(`${role} pages in ${language}`, async ({ page }) => {
        const chosen = pages.filter((entry) => !ONLY || ONLY.includes(`${role}:${entry.name}`));
        test.skip(chosen.length === 0, 'none of its pages in SWEEP_ONLY');
        test.setTimeout(chosen.length * 60_000);
        await page.setViewportSize(VIEWPORTS[0][1]);
        await login(page, user, language);
        for (const entry of chosen) await lookAt(page, role, language, entry);
      });
    }
  }
});
