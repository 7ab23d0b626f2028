import { Status } from '@portal/shared';
import { ALUMNO, GESTOR, one, pub, type AccessEntries, type GuardFixtures } from '../../testing/access-rules.ts';

/** An event of another institution: a candidate of the default one gets 74 and nothing of it. */
async function foreignEvent(fx: GuardFixtures) {
  return one<{ id: number; title: string; url_access: string }>(fx, `select id, title, url_access from events where institution_id = 'uib' and starts_at > now() order by id limit 1`);
}

const enrolmentsOf = (fx: GuardFixtures, eventId: number) => () => fx.rows(`select * from event_enrolments where event_id = ${eventId} order by id`);

/** Who may call the events' routes; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  // The seed's first event is the default institution's (the brands are seeded in order, `generic` first).
  'GET /api/Publico/dameFichaEvento/:id': pub({ params: { id: 1 } }),
  'GET /api/Alumno/dameFichaEvento/:id': {
    access: ALUMNO,
    otherOwner: {
      what: "another institution's event (id)",
      refusal: Status.EventNotFound,
      async build(fx) {
        const event = await foreignEvent(fx);
        return { token: fx.tokens.Alumno, params: { id: event.id }, secrets: [event.title, event.url_access] };
      },
    },
  },
  'GET /api/Alumno/dameCalendarioEvento/:id': {
    access: ALUMNO,
    otherOwner: {
      what: "another institution's event (id)",
      refusal: Status.EventNotFound,
      async build(fx) {
        const event = await foreignEvent(fx);
        return { token: fx.tokens.Alumno, params: { id: event.id }, secrets: [event.title] };
      },
    },
  },
  'GET /api/Gestor/dameInscritosEventoGestor/:id': {
    access: GESTOR,
    otherOwner: {
      what: "another institution's event (id)",
      refusal: Status.EventNotFound,
      async build(fx) {
        const event = await foreignEvent(fx);
        return { token: fx.tokens.Gestor, params: { id: event.id }, secrets: [event.title] };
      },
    },
  },
  'GET /api/Gestor/exportaInscritosEventoGestor/:id': {
    access: GESTOR,
    otherOwner: {
      what: "another institution's event (id)",
      refusal: Status.EventNotFound,
      async build(fx) {
        const event = await foreignEvent(fx);
        return { token: fx.tokens.Gestor, params: { id: event.id }, secrets: [event.title] };
      },
    },
  },
  'POST /api/Alumno/inscribirseEnEvento': {
    access: ALUMNO,
    otherOwner: {
      what: "another institution's event (idEvento)",
      refusal: Status.EventNotFound,
      async build(fx) {
        const event = await foreignEvent(fx);
        return { token: fx.tokens.Alumno, body: { idEvento: event.id, urlEvento: event.url_access }, secrets: [event.title], snapshot: enrolmentsOf(fx, event.id) };
      },
    },
  },
  'POST /api/Alumno/desinscribirseDeEvento': {
    access: ALUMNO,
    otherOwner: {
      what: "another institution's event (idEvento)",
      refusal: Status.EventNotFound,
      async build(fx) {
        const event = await foreignEvent(fx);
        return { token: fx.tokens.Alumno, body: { idEvento: event.id }, secrets: [event.title], snapshot: enrolmentsOf(fx, event.id) };
      },
    },
  },
};
