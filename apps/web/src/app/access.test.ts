import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@portal/shared';
import { getRoute } from '@/config/routes';
import { brand } from '@/testing/test-data';
import { decideAccess } from './access';

const candidate: SessionUser = { id: 1, rol: 'Alumno', nombre: 'Nora', apellidos: 'Serra', email: 'encuestado@example.org', idioma: 'es' };
const context = (user: SessionUser) => ({ user, flags: brand('generic').flags, maintenance: false, godMode: false });

describe('a mandatory survey to answer', () => {
  it('sends a signed-in person to it from every page but the survey, its access page and logout', () => {
    const locked = { ...candidate, encuestaObligatoria: 'obligatoria-demo' };
    for (const name of ['home', 'cv', 'surveys', 'my-applications'] as const) {
      expect(decideAccess(getRoute(name), context(locked))).toEqual({ kind: 'redirect', to: 'survey', savePath: false, params: { id: 'obligatoria-demo' } });
    }
    for (const name of ['survey', 'survey-access', 'logout'] as const) expect(decideAccess(getRoute(name), context(locked))).toEqual({ kind: 'allow' });
    expect(decideAccess(getRoute('cv'), context(candidate))).toEqual({ kind: 'allow' });
  });
});
