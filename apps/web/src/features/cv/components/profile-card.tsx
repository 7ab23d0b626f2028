import { useState } from 'react';
import type { CvDatos } from '@portal/shared';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useOwnImage } from '../api/get-own-file';
import { formatTimestamp } from '../utils/dates';
import { ProfileImageEditor } from './profile-image-editor';
import { SectionStatus, useStatusMessage } from './section';
import './profile-card.css';

function initials(cv: CvDatos): string {
  return [cv.datosPersonales.nombre, cv.datosPersonales.apellido1]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
}

/** The top of the CV: photo (with its editor), name, account e-mail, whether the service validated the CV. */
export function ProfileCard({ cv }: { cv: CvDatos }) {
  const { t } = useTranslation('cv');
  const language = useLanguage();
  const photo = useOwnImage(cv.urlImagenPerfil);
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useStatusMessage();
  const name = [cv.datosPersonales.nombre, cv.datosPersonales.apellido1, cv.datosPersonales.apellido2].filter(Boolean).join(' ');
  const updated = formatTimestamp(cv.fechaActualizacion, language);

  return (
    <div className="card cv-profile">
      <div className="cv-profile__photo">
        {photo.data ? (
          <img src={photo.data} alt={t('photo.alt', { name })} className="cv-profile__image" width={112} height={112} />
        ) : (
          <span className="cv-profile__initials" aria-hidden="true">
            {initials(cv)}
          </span>
        )}
        <button
          type="button"
          className="button button--secondary cv-button"
          onClick={() => {
            setStatus(null);
            setEditing(true);
          }}
        >
          {cv.urlImagenPerfil ? t('photo.change') : t('photo.add')}
        </button>
      </div>
      <div className="cv-profile__text">
        <p className="cv-profile__name">{name}</p>
        <p className="cv-profile__email">{cv.email}</p>
        <p className="cv-badges">
          {cv.validadoPorServicio ? (
            <span className="cv-badge cv-badge--ok">{t('profile.validated')}</span>
          ) : (
            <span className="cv-badge cv-badge--muted">{t('profile.notValidated')}</span>
          )}
        </p>
        {updated && <p className="muted cv-profile__updated">{t('profile.updated', { date: updated })}</p>}
        <SectionStatus message={status} />
      </div>
      <ProfileImageEditor open={editing} onClose={() => setEditing(false)} onSaved={() => setStatus(t('photo.saved'))} />
    </div>
  );
}
