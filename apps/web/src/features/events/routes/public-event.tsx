import { Link, useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { savePreLoginPath } from '@/lib/pre-login-path';
import { useUser } from '@/lib/session';
import { usePublicEvent } from '../api/events';
import { EventDetailView } from '../components/event-detail';
import './events.css';

/** /evento-publico/{id}: an event anyone can read; enrolling takes signing in, and the login comes back to the event. */
export default function PublicEventPage() {
  const { t } = useTranslation('events');
  const language = useLanguage();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const user = useUser();
  const event = usePublicEvent(id, language);

  if (event.isError) return <div className="page-content"><ApiErrorAlert error={event.error} /></div>;
  if (event.isPending) return <div className="page-content"><Loading label={t('loading')} /></div>;
  const e = event.data;
  const eventPath = pathFor('event', language, { id: e.idEvento });
  const signIn = () => {
    savePreLoginPath(eventPath);
    void navigate(pathFor('login', language));
  };

  return (
    <EventDetailView event={e}>
      {e.caducado ? null : (
        <section className="card event-enrolment" aria-labelledby="event-enrolment">
          <h2 id="event-enrolment">{t('enrolment.title')}</h2>
          {user?.rol === 'Alumno' ? (
            <Link className="button button--primary" to={eventPath}>
              {t('public.open')}
            </Link>
          ) : (
            <>
              <p className="muted">{t('public.invite')}</p>
              <button type="button" className="button button--primary" onClick={signIn}>
                {t('public.signIn')}
              </button>
            </>
          )}
        </section>
      )}
    </EventDetailView>
  );
}
