import { OFFERS_PAGE_NUMBER_MAX } from '@portal/shared';

/** The calls the benchmark drives, each as the steps one connection repeats (enrolment: enrol, then withdraw). */

export interface ScenarioContext {
  base: string;
  /** One signed-in candidate per connection. */
  tokens: string[];
  /** Offers of the first page of several lists, for the offer detail. */
  offerUrls: string[];
  /** An offer every benchmark candidate may enrol in. */
  enrolUrl: string;
  /** A page 80 % of the way through the plain list (or the last page the contract allows). */
  deepPage: number;
  /** The ceiling's body size: the offers list's. */
  ceilingBytes?: number;
}

export interface Step {
  method: 'GET' | 'POST';
  /** The path of the n-th request (n varies per connection and request, for calls that take an id). */
  path: (n: number) => string;
  body?: (client: number) => unknown;
  /** False for a public call. */
  token?: false;
}

export interface Scenario {
  name: string;
  kind: 'ceiling' | 'read' | 'write' | 'login';
  steps: (ctx: ScenarioContext) => Step[];
  /**
   * The call keeps something per candidate that its first read computes (the 'fit my CV' set, once per CV
   * change): every benchmark candidate reads it once before the load, and that first read is timed apart.
   */
  firstReadPerCandidate?: boolean;
}

const get = (path: string): Step => ({ method: 'GET', path: () => path });
const LIST = '/api/Alumno/dameOfertasUsuario/empleo/es';

export const SCENARIOS: Scenario[] = [
  { name: 'ceiling', kind: 'ceiling', steps: (ctx) => [get(`/bench/ceiling?bytes=${ctx.ceilingBytes ?? 1000}`)] },
  { name: 'health (no auth, tiny body)', kind: 'ceiling', steps: () => [{ ...get('/health'), token: false }] },
  { name: 'offers list', kind: 'read', steps: () => [get(LIST)] },
  { name: 'offers list, filtered (province + modality + salary)', kind: 'read', steps: () => [get(`${LIST}?provincia=28&modalidad=remoto&salarioMin=25000`)] },
  { name: 'offers list, text search (accent-free)', kind: 'read', steps: () => [get(`${LIST}?texto=tecnico%20atencion`)] },
  { name: 'offers list, fit my CV', kind: 'read', steps: () => [get(`${LIST}?encajaConmigo=true`)], firstReadPerCandidate: true },
  { name: 'offers list, deep page (80 % through)', kind: 'read', steps: (ctx) => [get(`${LIST}?pagina=${ctx.deepPage}`)] },
  {
    name: 'offer detail',
    kind: 'read',
    steps: (ctx) => [{ method: 'GET', path: (n) => `/api/Alumno/dameOferta/${ctx.offerUrls[n % ctx.offerUrls.length] ?? 'none'}` }],
  },
  { name: 'offer count', kind: 'read', steps: () => [get('/api/Alumno/dameNumOfertasEmpleoUsuario')] },
  { name: 'CV read', kind: 'read', steps: () => [get('/api/Alumno/dameCvUsuario')] },
  // What an open page asks every NEWS_INTERVAL_MS (10 s): the newest page of a reader keeping 10,000 and the count.
  { name: 'notifications poll (newest page + unread count, 10,000 kept)', kind: 'read', steps: () => [get('/api/Alumno/dameNotificaciones')] },
  { name: 'candidacies list', kind: 'read', steps: () => [get('/api/Alumno/dameCandidaturasEmpleoUsuario')] },
  {
    name: 'login',
    kind: 'login',
    steps: () => [
      { method: 'POST', path: () => '/api/Alumno/logaUsuario', token: false, body: (client) => ({ usuario: `bench${client + 1}@example.org`, password: 'Demo1234' }) },
    ],
  },
  {
    name: 'enrolment + withdrawal',
    kind: 'write',
    steps: (ctx) => [
      { method: 'POST', path: () => '/api/Alumno/inscribirse', body: () => ({ urlOferta: ctx.enrolUrl }) },
      { method: 'POST', path: () => '/api/Alumno/desinscribirse', body: () => ({ urlOferta: ctx.enrolUrl }) },
    ],
  },
];

type Envelope = { status: number; datos?: { numTotal?: number; ofertas?: { urlAcceso?: string }[] } };

async function call(ctx: ScenarioContext, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope> {
  const res = await fetch(`${ctx.base}${path}`, {
    method,
    headers: { authorization: `Bearer ${ctx.tokens[0]}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope;
}

/** Offers to open, and one every candidate can enrol in (enrolled, then withdrawn, to prove it). */
export async function prepareContext(ctx: ScenarioContext): Promise<void> {
  const first = await call(ctx, 'GET', LIST);
  // The contract stops at page OFFERS_PAGE_NUMBER_MAX (200,000 offers in): at a million offers that is the page.
  ctx.deepPage = Math.min(OFFERS_PAGE_NUMBER_MAX, Math.max(1, Math.floor(((first.datos?.numTotal ?? 0) / 20) * 0.8)));
  for (const page of [1, 2, 3, 4, 5]) {
    for (const tipo of ['empleo', 'practicas']) {
      const list = await call(ctx, 'GET', `/api/Alumno/dameOfertasUsuario/${tipo}/es?pagina=${page}&porPagina=20`);
      for (const offer of list.datos?.ofertas ?? []) if (offer.urlAcceso) ctx.offerUrls.push(offer.urlAcceso);
    }
  }
  for (const url of ctx.offerUrls) {
    const enrolled = await call(ctx, 'POST', '/api/Alumno/inscribirse', { urlOferta: url });
    if (enrolled.status === 502) {
      const withdrawn = await call(ctx, 'POST', '/api/Alumno/desinscribirse', { urlOferta: url });
      if (withdrawn.status !== 501) throw new Error(`withdrawal answered ${JSON.stringify(withdrawn)}`);
      ctx.enrolUrl = url;
      return;
    }
  }
  throw new Error('no offer the benchmark candidates may enrol in');
}
