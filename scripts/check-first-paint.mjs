// `node scripts/check-first-paint.mjs` (run by `npm run test:e2e` right after the build): reads the web build and
// fails when the scripts the login page or the candidate home load before they paint grow past their ceiling, or
// when zod or react-hook-form is in the entry (the shell every page loads) or among either page's first scripts
// (the login form checks the contract's login rules in plain code, `checkCredentials`), or when i18next is anywhere
// in them (the texts have a runtime of their own). "Before they paint" is the entry with its static imports plus the
// page's own module(s) with theirs, as the build wrote them (texts, JSON data fetched beside them, and what a page
// fetches later, on use, are not counted); sizes are gzip level 9, the budget's unit (docs/performance.md).
// Also checks that every file `preloads.json` names (announced with each page's HTML) exists. Not timed: it only
// reads files.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
/**
 * Ceilings in KB (1,024 bytes), a little above the build they were measured on; they go down with every gain and up
 * only by the route table's share when a feature brings pages (its routes, its pages' text namespaces and chunk
 * names, which every first load needs: about 0.15 KB a feature), said in the commit. The performance budget (150 KB
 * for every script a page loads: `npm run bench:pages`, which shows the texts, JSON data, apart) is the limit.
 * Login 146 → 146.2: the company's agreement form (company-agreements).
 * Login 146.2 → 149.7, candidate home 146 → 149.8 (issue 18, 19 and 20 features: events, guides-help, programmes,
 * staff-documents, staff-programmes, company-interns, client-errors; about 14 routes). Measured on the entry's
 * closure: the route table +1.5 KB (0.2 KB a feature, more than the 0.15 above: these features bring several
 * routes each), the shell +0.5 KB (the company's education-requests menu item, loaded lazily), api-client +0.26 KB
 * (reporting codes 1, 12, 24 and 500), the rest the shared constants and chunk boundaries moving. Only the route
 * table's share follows the rule above; the other 1.9 KB is owed back, first thing of the performance wave.
 * Login 149.7 → 149.8 (issue 20, single sign-on): /acceso in the route table and the pages' texts map (+0.05 KB),
 * codes 658-662 in the catalogue's rules (+0.04 KB) and the university account's button and the hand-over of its
 * answer to the login flow (+0.09 KB).
 * Login and candidate home +0.1 KB (maintenance-consent): the god-mode pass every call carries (lib/god-mode.ts,
 * its header in api-client), the five codes 663-667 in the status table, and the shell's two hooks of the consent
 * (the lazy banner's import, the footer's "Cookies" link); the banner and the page views are a chunk of their own,
 * loaded only where the brand runs analytics.
 * Both +0.1 KB (issue 18, company proposals): the route table's share of the staff proposal detail
 * (/gestion/solicitudes-practicas/:id) and its chunks' names in the entry's preload map.
 * Candidate home 149.8 → 147.8: its events and guides (below the fold) load after it paints; then 148.0 for the
 * single sign-on's route and codes and 148.2 for the consent's hooks and the proposal detail's route.
 * Login 150.0 → 149.4: the demo accounts' list loads only on a demo deployment, and the login takes the text input
 * alone (components/ui/input-field.tsx), not the whole field kit.
 * Login 149.4 → 149.9, candidate home 148.2 → 148.7 (issue 19, surveys): the five survey routes and the back office's
 * two, the mandatory-survey rule in the route guard and the menu (the session's `encuestaObligatoria`), codes 650-652
 * and the lazy stubs of the homes' pending surveys.
 * Login 149.8 → 146.8, candidate home 148.6 → 146.6: the candidate's menu calls (internships, offer counts, pending
 * actions) and the candidate pages' prefetchers load in chunks of their own once a candidate signs in
 * (app/layout/candidate-menu-data.tsx), no longer in the shell every visitor loads. Ceilings 147.0 and 146.8.
 * Then 146.9 and 146.8 (issue 19, survey targets and languages): the shared contract's survey texts per language and
 * offer-type target, and the survey sign-on's code 653 in the catalogue's rules.
 * Candidate home 146.8 → 146.9 (146.77 → 146.80 measured): a signed-in person on a login page goes on to the path
 * saved before the login (app/route-guard.tsx); the login and the registration no longer navigate themselves.
 * Candidate home 146.8 → 147.3 (the suite's issue, "nothing moves under a finger"): the home waits for what is
 * pending before it draws the offers' tabs below it, with a shape in its place (lib/first-answer.ts and
 * components/ui/pending-shape.tsx, a chunk shared with the offer page and the CV: 0.35 KB, and 0.1 KB in the home).
 * Login 146.9 → 147.0: `preloadPageAt` hands back its prefetch, for the tests to wait for.
 * Login 147.0 → 147.1 (146.968 → 147.031 measured; candidate home 147.261 → 147.331, under its ceiling): a notice for
 * the page a navigation opens (`showNoticeOn` in lib/notices.ts, which the shell's banner and root layout use), so a
 * company's "Oferta creada" reaches the offer list instead of being cleared on arrival.
 * Login 147.0 → 143.8 and candidate home 147.3 → 143.9 measured (20 → 14 and 25 → 19 scripts), ceilings 144.0 and
 * 144.1: the header loads the candidate's deletion dialog when it is opened (and the pending deletion's banner only
 * while a request waits), no longer statically. No code left the first paint: with that import gone the build folds
 * six small shared chunks the login already loaded (modal, useQuery, mutation, brand, auth and a helper chunk) into
 * the entry, and one file compresses better than seven. A later change of chunk boundaries can move this by a few KB
 * either way: compare the chunk lists before and after (the sizes per file) before raising a ceiling.
 */
export const CEILINGS_KB = { login: 144.0, 'candidate home': 144.1 };
/** The page modules of each measured page (a page's own code splits further; these are what it imports first). */
const PAGES = {
  login: ['src/features/auth/routes/login.tsx'],
  'candidate home': ['src/features/home/routes/home.tsx', 'src/features/home/components/candidate-home.tsx'],
};
/** Libraries that must stay out of the entry, and out of the pages listed. */
const FORBIDDEN = [
  { name: 'zod', pattern: /node_modules\/zod\//, pages: ['login', 'candidate home'] },
  { name: 'react-hook-form', pattern: /node_modules\/(react-hook-form|@hookform\/resolvers)\//, pages: ['login', 'candidate home'] },
  // The texts have a runtime of their own (apps/web/src/lib/i18n); i18next is there for its key types only.
  { name: 'i18next', pattern: /node_modules\/(react-)?i18next\//, pages: ['login', 'candidate home'] },
  // Another role's pages, calls and homes: the candidate's home loaded the staff home's contracts once. The features'
  // manifests (plain data every visit needs for the route table) are not their code.
  {
    name: "the staff's or the company's code",
    pattern: /packages\/shared\/src\/contract\/staff-|src\/features\/(staff-[\w-]+|company-[\w-]+)\/(?!feature\.ts$)|src\/features\/home\/components\/(staff|company)-home/,
    pages: ['login', 'candidate home'],
  },
];

const chunks = new Map();
function chunk(file) {
  if (!chunks.has(file)) {
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    const map = fs.existsSync(path.join(dist, `${file}.map`)) ? JSON.parse(fs.readFileSync(path.join(dist, `${file}.map`), 'utf8')) : { sources: [] };
    // An import may follow a comment the build leaves (`/* empty css */import{…}from"./x.js"`), hence the `/`.
    const imports = [...code.matchAll(/(?:^|[;}\s/])(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?["'](\.\/[^"']+\.js)["']/g)].map((m) => path.posix.join(path.posix.dirname(file), m[1]));
    chunks.set(file, { imports, sources: map.sources.map((source) => source.replace(/^(\.\.\/)+/, '')), gzip: zlib.gzipSync(code, { level: 9 }).length });
  }
  return chunks.get(file);
}

function closure(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of chunk(file).imports) visit(imported);
  };
  files.forEach(visit);
  return seen;
}

function main() {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('Build first: npm run build');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script');
  const scripts = fs.readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js')).map((name) => `assets/${name}`);
  const chunkOf = (source) => {
    const found = scripts.filter((file) => chunk(file).sources.some((s) => s.endsWith(source)));
    if (found.length === 0) throw new Error(`No chunk of the build holds ${source}`);
    return found;
  };

  const failures = [];
  // The server announces these files with each page's HTML (apps/api/src/plugins/spa-preloads.ts): a name the build
  // did not write would be a 404 on every first load.
  const preloads = path.join(dist, 'preloads.json');
  if (!fs.existsSync(preloads)) failures.push('the build wrote no preloads.json');
  else {
    const named = new Set(JSON.stringify(JSON.parse(fs.readFileSync(preloads, 'utf8'))).match(/\/assets\/[^"]+/g) ?? []);
    const missing = [...named].filter((url) => !fs.existsSync(path.join(dist, url)));
    if (named.size === 0) failures.push('preloads.json names no file');
    if (missing.length > 0) failures.push(`preloads.json names files the build did not write: ${missing.join(', ')}`);
  }
  const carriersIn = (files, pattern) => [...files].filter((file) => chunk(file).sources.some((source) => pattern.test(source)));
  for (const { name, pattern } of FORBIDDEN) {
    const carriers = carriersIn(closure([entry]), pattern);
    if (carriers.length > 0) failures.push(`${name} is in the entry, loaded before any page paints (${carriers.join(', ')})`);
  }
  for (const [page, sources] of Object.entries(PAGES)) {
    const files = closure([entry, ...sources.flatMap(chunkOf)]);
    const kb = [...files].reduce((sum, file) => sum + chunk(file).gzip, 0) / 1024;
    const line = `${page}: ${files.size} scripts, ${kb.toFixed(1)} KB gzip before it paints (ceiling ${CEILINGS_KB[page]} KB, budget 150 KB for all its scripts)`;
    console.log(line);
    if (kb > CEILINGS_KB[page]) failures.push(`${line}: over the ceiling`);
    for (const { name, pattern, pages } of FORBIDDEN) {
      const carriers = pages.includes(page) ? carriersIn(files, pattern) : [];
      if (carriers.length > 0) failures.push(`${page}: ${name} is loaded before the page paints (${carriers.join(', ')})`);
    }
  }
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    process.exitCode = 1;
  }
}

main();
