import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Status } from '@portal/shared';
import { ApiErrorAlert, CatalogueNotice } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { ApiError } from '@/lib/api-client';
import { useCurrentRoute } from '@/lib/current-route';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { showNotice } from '@/lib/notices';
import { useUser } from '@/lib/session';
import { useEditableOffer } from '../api/get-editable-offer';
import { OfferForm, type SavedOffer } from '../components/offer-form';
import { clearDraft, draftKey, readDraft } from '../utils/offer-draft';
import { rememberOfferDefaults, rememberedOfferDefaults } from '../utils/offer-defaults';
import { emptyOfferForm, formStateOf, type OfferFormState } from '../utils/offer-form-state';
import './offer-editor.css';

/** /nueva-oferta/:tipo? ('empleo' | 'practicas', or 1 | 2) and /editar-oferta/:idOferta. */
export default function OfferEditorPage() {
  const route = useCurrentRoute();
  const { idOferta, tipo } = useParams();
  if (route?.name === 'edit-offer') return <EditOffer id={Number(idOferta)} />;
  return <NewOffer profile={tipo === 'practicas' || tipo === 'practiques' || tipo === '2' ? '2' : '1'} />;
}

function useAfterSave(companyId: number | undefined) {
  const navigate = useNavigate();
  const language = useLanguage();
  return (saved: SavedOffer, values: OfferFormState, created: boolean) => {
    rememberOfferDefaults(companyId, values);
    showNotice({ status: created ? Status.OfferCreated : Status.ChangesSaved });
    void navigate(pathFor('my-offers', language), { state: { highlight: saved.idOferta } });
  };
}

function NewOffer({ profile }: { profile: '1' | '2' }) {
  const { t } = useTranslation('companyOffers');
  const user = useUser();
  const companyId = user?.idEmpresa;
  const key = draftKey(companyId, 'new', profile);
  const afterSave = useAfterSave(companyId);
  // A draft of this company's new offer of this profile comes back as it was left; otherwise the usual defaults.
  const start = useMemo(() => {
    const draft = readDraft(key);
    if (draft) return { values: { ...emptyOfferForm(profile === '2' ? 2 : 1), ...draft.values }, step: draft.step, restored: true };
    return { values: { ...emptyOfferForm(profile === '2' ? 2 : 1), ...rememberedOfferDefaults(companyId) }, step: 0, restored: false };
  }, [key, profile, companyId]);

  return (
    <div className="page-content offer-editor">
      <p className="lead">{t('editor.newLead')}</p>
      {start.restored && <DraftNotice draftKey={key} />}
      <OfferForm
        key={key}
        initial={start.values}
        initialStep={start.step}
        draftKey={key}
        needsIban={false}
        onSaved={(saved, values) => afterSave(saved, values, true)}
      />
    </div>
  );
}

function EditOffer({ id }: { id: number }) {
  const { t } = useTranslation('companyOffers');
  const language = useLanguage();
  const user = useUser();
  const valid = Number.isInteger(id) && id > 0;
  const offer = useEditableOffer(id, valid);
  const afterSave = useAfterSave(user?.idEmpresa);
  const key = draftKey(user?.idEmpresa, id, offer.data?.oferta.idPerfil === 2 ? '2' : '1');
  const start = useMemo(() => {
    if (!offer.data) return null;
    const stored = formStateOf(offer.data.oferta);
    const draft = readDraft(key);
    return draft ? { values: { ...stored, ...draft.values }, step: draft.step, restored: true } : { values: stored, step: 0, restored: false };
  }, [offer.data, key]);

  if (!valid) return <BackToList error={null} />;
  if (offer.isPending) return <Loading label={t('editor.loading')} />;
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
  return (
    <div className="page-content offer-editor">
      <p className="lead">{t('editor.editLead', { reference: data.referencia })}</p>
      {data.estado === 'devuelta' && data.observaciones && (
        <div className="alert alert--warning" role="note">
          <p className="alert__title">{t('editor.returned')}</p>
          <p className="alert__body">{data.observaciones}</p>
        </div>
      )}
      {start.restored && <DraftNotice draftKey={key} />}
      <OfferForm
        key={key}
        initial={start.values}
        initialStep={start.step}
        idOferta={data.idOferta}
        draftKey={key}
        needsIban={!data.ibanEmpresa}
        onSaved={(saved, values) => afterSave(saved, values, false)}
      />
    </div>
  );
}

/** Said when a draft was restored, with a way to start again from the stored offer. */
function DraftNotice({ draftKey: key }: { draftKey: string }) {
  const { t } = useTranslation('companyOffers');
  return (
    <p className="offer-editor__draft" role="status">
      {t('editor.draftRestored')}{' '}
      <button
        type="button"
        className="link-button"
        onClick={() => {
          clearDraft(key);
          window.location.reload();
        }}
      >
        {t('editor.discardDraft')}
      </button>
    </p>
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
