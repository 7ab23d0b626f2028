import { useEffect, useRef } from 'react';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { OfferHead, OfferSections } from '@/components/offer-detail/offer-sections';
import { Loading } from '@/components/ui/loading';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useOfferPreview } from '../api/get-offer-preview';
import './draft-preview.css';

/**
 * The draft just saved, exactly as a candidate will read it once published (the server's own rendering of the
 * candidate's offer page: labels, requirements, what the brand hides), under the form and before sending.
 */
export function DraftPreview({ idOferta }: { idOferta: number }) {
  const { t } = useTranslation('companyOffers');
  const language = useLanguage();
  const offer = useOfferPreview(idOferta, language);
  const title = useRef<HTMLParagraphElement>(null);
  const ready = offer.isSuccess;

  // Focus follows the person to what they asked to see.
  useEffect(() => {
    if (ready) {
      title.current?.scrollIntoView?.({ block: 'start' });
      title.current?.focus({ preventScroll: true });
    }
  }, [ready]);

  return (
    <section className="draft-preview" aria-labelledby="draft-preview-title">
      <p id="draft-preview-title" className="draft-preview__banner" tabIndex={-1} ref={title}>
        {t('form.previewTitle')}
      </p>
      {offer.isPending ? (
        <Loading label={t('form.previewLoading')} />
      ) : offer.isError ? (
        <ApiErrorAlert error={offer.error} />
      ) : (
        <div className="draft-preview__offer">
          <OfferHead offer={offer.data} />
          <OfferSections offer={offer.data} />
        </div>
      )}
    </section>
  );
}
