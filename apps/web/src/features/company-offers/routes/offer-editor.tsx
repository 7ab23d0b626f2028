import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Status } from '@portal/shared';
import { ApiErrorAlert, CatalogueNotice } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { ApiError } from '@/lib/api-client';
import { useCurrentRoute } from '@/lib/current-route';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { showNoticeOn } from '@/lib/notices';
import { useDomains } from '@/lib/reference-data';
import { useUser } from '@/lib/session';
import { useEditableOffer } from '../api/get-editable-offer';
import { OfferForm, type SavedOffer } from '../components/offer-form';
import { rememberOfferDefaults, rememberedOfferDefaults } from '../utils/offer-defaults';
import { emptyOfferForm, formStateOf, type OfferFormState } from '../utils/offer-form-state';
import './offer-editor.css';

/** What a new offer's page hands to its draft's page when the first step was kept (see `NewOffer`). */
interface FromNewOffer {
  fromNewOffer: true;
}

/**
 * /nueva-oferta/:tipo? ('empleo' | 'practicas', or 1 | 2) and /editar-oferta/:idOferta (an offer or a draft).
 * A new offer takes its draft's address once its first step is kept; the form on screen stays as it is (the draft
 * is read from the server only when the page is opened anew, after a reload or from the list).
 */
export default function OfferEditorPage() {
  const route = useCurrentRoute();
  const { idOferta, tipo } = useParams();
  const [started, setStarted] = useState<{ id: number; profile: '1' | '2' } | null>(null);
  if (route?.name === 'edit-offer' && Number(idOferta) !== started?.id) return <EditOffer id={Number(idOferta)} />;
  const profile = started?.profile ?? (tipo === 'practicas' || tipo === 'practiques' || tipo === '2' ? '2' : '1');
  return <NewOffer profile={profile} onStarted={(id) => setStarted({ id, profile })} />;
}

function useAfterSave(companyId: number | undefined) {
  const navigate = useNavigate();
  const language = useLanguage();
  return (saved: SavedOffer, values: OfferFormState, created: boolean) => {
    rememberOfferDefaults(companyId, values);
    const list = pathFor('my-offers', language);
    showNoticeOn(list, { status: created ? Status.OfferCreated : Status.ChangesSaved });
    void navigate(list, { state: { highlight: saved.idOferta } });
  };
}

function NewOffer({ profile, onStarted }: { profile: '1' | '2'; onStarted: (idOferta: number) => void }) {
  const { t } = useTranslation('companyOffers');
  const language = useLanguage();
  const navigate = useNavigate();
  const user = useUser();
  const companyId = user?.idEmpresa;
  const afterSave = useAfterSave(companyId);
  const start = useMemo(() => ({ ...emptyOfferForm(profile === '2' ? 2 : 1), ...rememberedOfferDefaults(companyId) }), [profile, companyId]);

  return (
    <div className="page-content offer-editor">
      <p className="lead">{t('editor.newLead')}</p>
      <OfferForm
        key={profile}
        initial={start}
        draft
        needsIban={false}
        // Kept on the server from the first step on: the page becomes the draft's, so a reload (or another day) reopens it.
        onDraftCreated={(id) => {
          onStarted(id);
          void navigate(pathFor('edit-offer', language, { idOferta: id }), { replace: true, state: { fromNewOffer: true } satisfies FromNewOffer });
        }}
        onSaved={(saved, values) => afterSave(saved, values, true)}
      />
    </div>
  );
}

function EditOffer({ id }: { id: number }) {
  const { t } = useTranslation('companyOffers');
  const language = useLanguage();
  const location = useLocation();
  const user = useUser();
  const valid = Number.isInteger(id) && id > 0;
  const offer = useEditableOffer(id, valid);
  // A stored choice (province, sector...) shows only once its list is in: the form waits for the lists.
  const lists = useDomains();
  const afterSave = useAfterSave(user?.idEmpresa);
  const fromNewOffer = (location.state as Partial<FromNewOffer> | null)?.fromNewOffer === true;
  const start = useMemo(() => {
    if (!offer.data) return null;
    // A draft reopens on the step it was left on. The form reads these once (a refetch does not reset it).
    return { values: formStateOf(offer.data.oferta), step: offer.data.estado === 'borrador' ? (offer.data.paso ?? 0) : 0 };
  }, [offer.data]);

  if (!valid) return <BackToList error={null} />;
  if (offer.isPending || lists.isPending) return <Loading label={t('editor.loading')} />;
  if (offer.isError) return <BackToList error={offer.error} />;
  const data = offer.data;
  if (!data.editable || !start) {
    return (
      <div className="page-content offer-editor">
        <CatalogueNotice status={Status.OfferEditableOnlyWhilePending}>
          <p className="offer-editor__links">
            <Link to={pathFor('offer-preview', language, { id })}>{t('list.preview')}</Link>
            <Link to={pathFor('my-offers', language)}>{t('editor.backToList')}</Link>
          </p>
        </CatalogueNotice>
      </div>
    );
  }
  const draft = data.estado === 'borrador';
  return (
    <div className="page-content offer-editor">
      <p className="lead">{t(draft ? 'editor.draftLead' : 'editor.editLead', { reference: data.referencia })}</p>
      {data.copiaDe && (
        <p className="offer-editor__note" role="note">
          {t('editor.copyOf', { reference: data.copiaDe.referencia })}
        </p>
      )}
      {data.estado === 'devuelta' && data.observaciones && (
        <div className="alert alert--warning" role="note">
          <p className="alert__title">{t('editor.returned')}</p>
          <p className="alert__body">{data.observaciones}</p>
        </div>
      )}
      <OfferForm
        key={data.idOferta}
        initial={start.values}
        initialStep={start.step}
        focusStep={fromNewOffer}
        idOferta={data.idOferta}
        draft={draft}
        needsIban={!data.ibanEmpresa}
        onSaved={(saved, values) => afterSave(saved, values, draft)}
      />
    </div>
  );
}

function BackToList({ error }: { error: unknown }) {
  const { t } = useTranslation('companyOffers');
  const language = useLanguage();
  return (
    <div className="page-content offer-editor">
      <ApiErrorAlert error={error ?? new ApiError(Status.OfferNotFound)} />
      <p>
        <Link to={pathFor('my-offers', language)}>{t('editor.backToList')}</Link>
      </p>
    </div>
  );
}
