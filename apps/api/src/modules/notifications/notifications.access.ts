import { Status } from '@portal/shared';
import { ALUMNO, EMPRESA, GESTOR, one, pub, type AccessEntries, type AccessEntry, type GuardFixtures, type OtherOwnerRule } from '../../testing/access-rules.ts';

/** A notification of the victim (the demo candidate): another candidate's token must not read, mark or delete it. */
const victimsNotification = (action: string): OtherOwnerRule => ({
  what: `another candidate's notification (id), to ${action}`,
  refusal: Status.NotFound,
  async build(fx: GuardFixtures) {
    const row = await one<{ id: number }>(
      fx,
      `insert into notifications (institution_id, user_id, kind, params, link, created_at)
       select institution_id, id, 'candidacy.state', '{"oferta":"Oferta secreta de la víctima"}', '/mis-candidaturas', now() from users where id = ${fx.victim.userId}
       returning id`,
    );
    return {
      token: fx.attacker.token,
      body: { id: row.id },
      secrets: ['Oferta secreta de la víctima'],
      snapshot: () => fx.rows(`select read_at, deleted_at from notifications where id = ${row.id}`),
      owner: { token: fx.victim.token },
    };
  },
});

function entries(role: 'Alumno' | 'Empresa' | 'Gestor', access: AccessEntry['access']): AccessEntries {
  const candidate = role === 'Alumno';
  return {
    [`GET /api/${role}/dameNotificaciones`]: { access },
    [`POST /api/${role}/marcarNotificacionLeida`]: candidate ? { access, otherOwner: victimsNotification('mark it read') } : { access },
    [`POST /api/${role}/eliminaNotificacion`]: candidate ? { access, otherOwner: victimsNotification('delete it') } : { access },
    [`POST /api/${role}/marcarNotificacionesSinEnlaceLeidas`]: { access },
    [`POST /api/${role}/eliminaNotificaciones`]: { access },
    [`GET /api/${role}/damePreferenciasNotificaciones`]: { access },
    [`POST /api/${role}/editPreferenciasNotificaciones`]: { access },
  };
}

/** Who may call the notification routes; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  ...entries('Alumno', ALUMNO),
  ...entries('Empresa', EMPRESA),
  ...entries('Gestor', GESTOR),
  // The daily summary's way out: the signed link, not a session, names the reader.
  'POST /api/Publico/bajaResumenDiario': pub(),
};
