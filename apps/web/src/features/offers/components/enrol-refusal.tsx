import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Status, creditsWarningDatos, missingDocumentationDatos, practiceDataDatos, unmetRequirementsDatos, type OfferTypeName } from '@portal/shared';
import { describeNotice } from '@/components/errors/describe-notice';
import { pathFor } from '@/config/routes';
import { isApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { OFFER_ROUTES } from '../utils/filters';
import { formatNumber } from '@/lib/offer-format';

/** Where the CV page keeps the active-search switches (code 54 leads there). */
export const ACTIVE_SEARCH_ANCHOR = 'cv-busqueda-activa';

interface EnrolRefusalProps {
  error: unknown;
  tipo: OfferTypeName;
  urlOferta: string;
  onProvideDocuments: () => void;
}

/**
 * Why the server refused the enrolment, next to the button, in the catalogue's words, with what the candidate
 * can do about it: the CV for a switched-off search or a missing CV or study, the documents popup for missing
 * documentation, the list of unmet requirements, the offers list for an expired offer.
 */
export function EnrolRefusal({ error, tipo, urlOferta, onProvideDocuments }: EnrolRefusalProps) {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const brand = useBrand();
  const status = isApiError(error) ? error.status : Status.GeneralError;
  const datos = isApiError(error) ? error.datos : undefined;
  const params = { email: brand.contactEmail };
  const mensaje = isApiError(error) ? error.mensaje : undefined;
  // Spec 2 §8.1: code 80 shows the server's message, which names the unmet requirements (describeNotice keeps it).
  const view = describeNotice({ status, mensaje }, language, params);
  // An important error (32, 90...) is the banner's, whose only button logs out: it is not repeated here.
  if (view.category === 'important') return null;
  const cvPath = pathFor('cv', language);

  let action: ReactNode = null;
  if (status === Status.ActiveJobSearchRequired) {
    action = (
      <>
        <p>{t(tipo === 'practicas' ? 'refusal.activeSearchInternships' : 'refusal.activeSearchJobs')}</p>
        <Link to={`${cvPath}#${ACTIVE_SEARCH_ANCHOR}`} className="button button--secondary">
          {t('refusal.goToActiveSearch')}
        </Link>
      </>
    );
  } else if (status === Status.CvRequired || status === Status.StudyRequired) {
    // "CV required" says what is missing, and leads to the section that fixes it.
    const missingCv = status === Status.CvRequired;
    action = (
      <>
        <p>{t(missingCv ? 'refusal.cvMissing' : 'refusal.studyMissing')}</p>
        <Link to={`${cvPath}#${missingCv ? 'cv-datos-personales' : 'cv-estudios'}`} className="button button--secondary">
          {t('refusal.goToCv')}
        </Link>
      </>
    );
  } else if (status === Status.MissingDocumentation) {
    const documents = missingDocumentationDatos.safeParse(datos);
    action = (
      <>
        {documents.success && (
          <ul className="enrol-refusal__list">
            {documents.data.documentacionNecesaria.map((document) => (
              <li key={document.idTipoDocumento}>{document.nombre}</li>
            ))}
          </ul>
        )}
        <button type="button" className="button button--secondary" onClick={onProvideDocuments}>
          {t('refusal.provideDocuments')}
        </button>
      </>
    );
  } else if (status === Status.RequirementsNotMet) {
    const unmet = unmetRequirementsDatos.safeParse(datos);
    // The server's message already lists them; the list is drawn only when an answer comes without that message.
    if (!mensaje?.trim() && unmet.success && unmet.data.requisitosNoCumplidos.length > 0) {
      action = (
        <>
          <p className="enrol-refusal__subtitle">{t('refusal.unmet')}</p>
          <ul className="enrol-refusal__list">
            {unmet.data.requisitosNoCumplidos.map((requirement) => (
              <li key={`${requirement.clave}-${requirement.descripcion}`}>{requirement.descripcion}</li>
            ))}
          </ul>
        </>
      );
    }
  } else if (status === Status.MissingDataForPractice) {
    const missing = practiceDataDatos.safeParse(datos);
    action = (
      <>
        {missing.success && (
          <ul className="enrol-refusal__list">
            {missing.data.faltan.map((field) => (
              <li key={field}>{t(`practiceData.fields.${field}`)}</li>
            ))}
          </ul>
        )}
        <Link to={cvPath} className="button button--secondary">
          {t('practiceData.goToCv')}
        </Link>
      </>
    );
  } else if (status === Status.InsufficientCredits) {
    const credits = creditsWarningDatos.omit({ aviso: true }).safeParse(datos);
    if (credits.success && credits.data.porcentajeMinimo !== null && credits.data.porcentajeActual !== null) {
      action = (
        <p>
          {t('refusal.credits', {
            minimum: formatNumber(credits.data.porcentajeMinimo, language),
            current: formatNumber(credits.data.porcentajeActual, language),
          })}
        </p>
      );
    }
  } else if (status === Status.OfferExpired) {
    action = (
      <Link to={pathFor(OFFER_ROUTES[tipo].list, language)} className="button button--secondary">
        {t('refusal.otherOffers')}
      </Link>
    );
  } else if (status === Status.AlreadyCandidate) {
    action = <Link to={pathFor('my-application', language, { id: urlOferta })}>{t('enrol.seeCandidacy')}</Link>;
  }

  return (
    <div role="alert" className="alert alert--error enrol-refusal">
      <p className="alert__title">{view.title}</p>
      <p>{view.body}</p>
      {action}
    </div>
  );
}
