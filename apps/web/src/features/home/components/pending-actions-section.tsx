import { useId } from 'react';
import { Link } from 'react-router';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { usePendingActions } from '../api/get-pending-actions';
import '../home-sections.css';

/**
 * What the candidate has to do next, first on the home: each pre-enrolment of the service to answer (its link opens
 * the candidacy, where accepting is one click), the documents an offer they are in or a pending internship waits
 * for, and the required personal data the CV still lacks. Nothing pending, nothing shown.
 */
export function PendingActionsSection() {
  const { t } = useTranslation(['home', 'candidacies']);
  const language = useLanguage();
  const titleId = useId();
  const pending = usePendingActions();
  const data = pending.data;
  if (!data || data.total === 0) return null;
  return (
    <section className="card home-section home-pending" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-section__title">
        {t('home:pending.title', { count: data.total })}
      </h2>
      <ul className="home-pending__list">
        {data.preinscripciones.map((item) => (
          <li key={item.urlOferta} className="home-pending__item">
            <p className="home-pending__text">
              {t(item.idPerfil === 2 ? 'home:pending.preEnrolmentInternship' : 'home:pending.preEnrolmentJob', { title: item.titulo })}
              {item.empresa && <span className="home-pending__company"> · {item.empresa}</span>}
            </p>
            <Link
              to={pathFor('my-application', language, { id: item.urlOferta })}
              className="button button--primary"
              aria-label={`${t('home:pending.answer')}: ${item.titulo}`}
            >
              {t('home:pending.answer')}
            </Link>
          </li>
        ))}
        {data.documentosOfertas.map((item) => (
          <li key={item.urlOferta} className="home-pending__item">
            <p className="home-pending__text">{t('home:pending.offerDocuments', { title: item.titulo, documents: item.documentos.join(', ') })}</p>
            <Link
              to={`${pathFor('cv', language)}#cv-documentos`}
              className="button button--primary"
              aria-label={`${t('home:pending.addDocuments')}: ${item.titulo}`}
            >
              {t('home:pending.addDocuments')}
            </Link>
          </li>
        ))}
        {data.documentosPracticas.map((item) => (
          <li key={item.idPractica} className="home-pending__item">
            <p className="home-pending__text">
              {item.empresa ? t('home:pending.internshipForm', { company: item.empresa }) : t('home:pending.internshipFormNoCompany')}
            </p>
            <Link
              to={pathFor('my-internships', language)}
              className="button button--primary"
              aria-label={`${t('home:pending.uploadForm')}: ${item.empresa ?? t('home:pending.internshipFormNoCompany')}`}
            >
              {t('home:pending.uploadForm')}
            </Link>
          </li>
        ))}
        {data.datosPersonalesPendientes.length > 0 && (
          <li className="home-pending__item">
            <p className="home-pending__text">
              {t('home:pending.personalData', {
                fields: data.datosPersonalesPendientes
                  .map((field) => t(`candidacies:missingData.fields.${field}` as 'candidacies:missingData.fields.movil', { defaultValue: field }))
                  .join(', '),
              })}
            </p>
            <Link to={`${pathFor('cv', language)}#cv-datos-personales`} className="button button--secondary">
              {t('home:pending.completeCv')}
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
