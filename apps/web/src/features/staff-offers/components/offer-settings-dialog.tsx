import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { StaffOfferItem } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { InputField, SelectField } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { useOfferAction } from '../api/offer-actions';
import { useStaffMembers } from '../api/get-staff-members';

/** dd/mm/yyyy (wire) <-> yyyy-mm-dd (date input). */
const toInput = (wire: string | null) => (wire ? wire.split('/').reverse().join('-') : '');
const toWire = (input: string) => (input ? input.split('-').reverse().join('/') : null);

/** The manager of an offer (a managed offer is no longer editable by the company) and its featured date. */
export function OfferSettingsDialog({ offer, onClose, onSaved }: { offer: StaffOfferItem; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation('staff');
  const titleId = useId();
  const members = useStaffMembers();
  const assign = useOfferAction('assignManager');
  const feature = useOfferAction('feature');
  const [manager, setManager] = useState(offer.gestor ? String(offer.gestor.idUsuario) : '');
  const [featured, setFeatured] = useState(toInput(offer.fechaDestacada));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const idGestor = manager ? Number(manager) : null;
    if (idGestor !== (offer.gestor?.idUsuario ?? null)) await assign.mutateAsync({ idOferta: offer.idOferta, idGestor });
    const fechaDestacada = toWire(featured);
    if (fechaDestacada !== offer.fechaDestacada) await feature.mutateAsync({ idOferta: offer.idOferta, fechaDestacada });
    onSaved(t('offers.done.settings', { title: offer.titulo }));
  };

  return (
    <Modal open onClose={onClose} labelledBy={titleId}>
      <form onSubmit={(event) => void save(event).catch(() => undefined)}>
        <h2 id={titleId} className="modal__title">
          {t('offers.settingsTitle', { title: offer.titulo })}
        </h2>
        <SelectField
          label={t('offers.manager')}
          hint={t('offers.managerHint')}
          placeholder={t('offers.noManager')}
          options={(members.data ?? []).map((m) => ({ value: String(m.idUsuario), label: `${m.nombre} (${m.email})` }))}
          value={manager}
          onChange={(event) => setManager(event.target.value)}
        />
        <InputField label={t('offers.featured')} hint={t('offers.featuredHint')} type="date" value={featured} onChange={(event) => setFeatured(event.target.value)} />
        {(assign.error ?? feature.error) ? <ApiErrorAlert error={assign.error ?? feature.error} /> : null}
        <div className="modal__actions">
          <button type="submit" className="button button--primary" disabled={assign.isPending || feature.isPending}>
            {t('save')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
