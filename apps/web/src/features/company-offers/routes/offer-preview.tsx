import { Link, useParams } from 'react-router';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { OfferHead, OfferSections } from '@/components/offer-detail/offer-sections';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useOfferPreview } from '../api/get-offer-preview';
import './offer-preview.css';

/** /visor-oferta/:id: my offer exactly as a candidate reads it (the candidate's own offer page, without enrolling). */
export default function OfferPreviewPage() {
  const { t } = useTranslation('companyOffers');
  const language = useLanguage();
  const id = Number(useParams().id);
  const offer = useOfferPreview(id, language);
  const back = (
    <p className="offer-preview__back">
      <Link to={pathFor('my-offers', language)}>{t('editor.backToList')}</Link>
    </p>
  );
  if (offer.isPending) return <Loading label={t('preview.loading')} />;
  if (offer.isError) {
    return (
      <div className="page-content">
        <ApiErrorAlert error={offer.error} />
        {back}
      </div>
    );
  }
  return (
    <div className="offer-preview">
      <p className="offer-preview__banner" role="note">
        {t('preview.banner')}
      </p>
      <div className="offer-detail">
        <OfferHead offer={offer.data} />
        <div className="offer-detail__aside">
          <div className="card offer-preview__aside">
            <p className="offer-preview__aside-title">{t('preview.asideTitle')}</p>
            <p className="muted">{t('preview.asideText')}</p>
            <Link className="button button--secondary button--block" to={pathFor('my-offer', language, { id })}>
              {t('preview.candidates')}
            </Link>
          </div>
        </div>
        <div className="offer-detail__body">
          <OfferSections offer={offer.data} />
          {back}
        </div>
      </div>
    </div>
  );
}
