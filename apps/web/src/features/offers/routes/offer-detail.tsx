import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { offerTypeName } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useCurrentRoute } from '@/lib/current-route';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useOffer } from '../api/get-offer';
import { EnrolPanel } from '../components/enrol-panel';
import { OfferHead, OfferSections } from '@/components/offer-detail/offer-sections';
import { FROM_LIST, OFFER_ROUTES, offerTypeOfRoute } from '../utils/filters';
import '../offers.css';

/**
 * /ofertas-empleo/:id and /ofertas-practicas/:id (id = the offer's urlAcceso): the whole offer and the enrolment.
 * An offer opened under the other type's path moves to its own, so the enrolment names the right list.
 */
export default function OfferDetailPage() {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const { id = '' } = useParams();
  const tipo = offerTypeOfRoute(useCurrentRoute()?.name);
  const offer = useOffer(id, language);

  if (offer.isPending) return <Loading label={t('detail.loading')} />;
  if (offer.isError) {
    return (
      <div className="page-content offer-missing">
        <ApiErrorAlert error={offer.error} />
        <p>
          <Link to={pathFor(OFFER_ROUTES[tipo].list, language)}>{t('detail.backToList')}</Link>
        </p>
      </div>
    );
  }

  const data = offer.data;
  const ownType = offerTypeName(data.idPerfil);
  if (ownType !== tipo) return <Navigate to={pathFor(OFFER_ROUTES[ownType].detail, language, { id })} replace />;

  return (
    <>
      <p className="offer-detail__back">
        <BackToList tipo={tipo} />
      </p>
      <div className="offer-detail">
        <OfferHead offer={data} />
        <div className="offer-detail__aside">
          <EnrolPanel offer={data} tipo={tipo} />
        </div>
        <div className="offer-detail__body">
          <OfferSections offer={data} />
          <p>
            <BackToList tipo={tipo} />
          </p>
        </div>
      </div>
    </>
  );
}

/**
 * Back to the list: opened from the list, a step back in history (its filters, loaded pages and scroll position
 * come back as they were); opened from elsewhere, the list itself.
 */
function BackToList({ tipo }: { tipo: ReturnType<typeof offerTypeOfRoute> }) {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const fromList = (location.state as Record<string, unknown> | null)?.[FROM_LIST] === true;
  return (
    <Link
      to={pathFor(OFFER_ROUTES[tipo].list, language)}
      onClick={(event) => {
        if (!fromList) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      <span aria-hidden="true">← </span>
      {t('detail.backToList')}
    </Link>
  );
}
