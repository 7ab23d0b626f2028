import { Status } from '@portal/shared';
import { ALUMNO, GESTOR, one, pub, type AccessEntries, type GuardFixtures } from '../../testing/access-rules.ts';

/** An event of another institution: a candidate of the default one gets 74 and nothing of it. */
async function foreignEvent(fx: GuardFixtures) {
  return one<{ id: number; title: string; url_access: string }>(fx, `select id, title, url_access from events where institution_id = 'uib' and starts_at > now() order by id limit 1`);
}

const enrolmentsOf = (fx: GuardFixtures, eventId: number) => () => fx.rows(`select * from event_enrolments where event_id = ${eventId} order by id`);

/** A read of another institution's event by its path's id: refused with 74, its title never in the answer. */
const readsForeignEvent = (role: 'Alumno' | 'Gestor') => ({
  access: role === 'Alumno' ? ALUMNO : GESTOR,
  otherOwner: {
    what: "another institution's event (id)",
    refusal: Status.EventNotFound,
    async build(fx: GuardFixtures) {
      const event = await foreignEvent(fx);
      return { token: fx.tokens[role], params: { id: event.id }, secrets: [event.title, event.url_access] };
    },
  },
});

/** An enrolment or unenrolment in another institution's event: refused with 74, nothing written. */
const writesForeignEvent = (body: (event: { id: number; url_access: string }) => Record<string, unknown>) => ({
  access: ALUMNO,
  otherOwner: {
    what: "another institution's event (idEvento)",
    refusal: Status.EventNotFound,
    async build(fx: GuardFixtures) {
      const event = await foreignEvent(fx);
      return { token: fx.tokens.Alumno, body: body(event), secrets: [event.title], snapshot: enrolmentsOf(fx, event.id) };
    },
  },
});

/** Who may call the events' routes; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  // The seed's first event is the default institution's (the brands are seeded in order, `generic` first).
  'GET /api/Publico/dameFichaEvento/:id': pub({ params: { id: 1 } }),
  'GET /api/Alumno/dameFichaEvento/:id': readsForeignEvent('Alumno'),
  'GET /api/Alumno/dameCalendarioEvento/:id': readsForeignEvent('Alumno'),
  'GET /api/Gestor/dameInscritosEventoGestor/:id': readsForeignEvent('Gestor'),
  'GET /api/Gestor/exportaInscritosEventoGestor/:id': readsForeignEvent('Gestor'),
  'POST /api/Alumno/inscribirseEnEvento': writesForeignEvent((event) => ({ idEvento: event.id, urlEvento: event.url_access })),
  'POST /api/Alumno/desinscribirseDeEvento': writesForeignEvent((event) => ({ idEvento: event.id })),
};
