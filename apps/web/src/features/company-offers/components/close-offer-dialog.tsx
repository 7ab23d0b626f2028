import { useId, useState, type FormEvent } from 'react';
import type { CompanyOfferItem } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { InputField, RadioGroup, SelectField } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { isApiError } from '@/lib/api-client';
import { useValidationText } from '@/lib/form-errors';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useSortedDomainList } from '@/lib/reference-data';
import { useCloseOffer } from '../api/offer-actions';
import './close-offer-dialog.css';

interface CloseOfferDialogProps {
  offer: CompanyOfferItem | null;
  onClose: () => void;
  onClosed: () => void;
}

/** The fields a refusal names (15), if it names any. */
function fieldErrorsOf(error: unknown): { campo: string; clave: string }[] | undefined {
  return isApiError(error) ? (error.datos as { errores?: { campo: string; clave: string }[] } | undefined)?.errores : undefined;
}

type Field = 'nombreContratado' | 'fechaInicioContrato' | 'idTipoContrato';

/**
 * Closing an offer (spec 1 §4): first whether the person hired is a candidate the service proposed; if so, their
 * name, the contract's start date and type. Closing hides the offer and ends its open candidacies.
 */
export function CloseOfferDialog({ offer, onClose, onClosed }: CloseOfferDialogProps) {
  const { t } = useTranslation('companyOffers');
  const language = useLanguage();
  const titleId = useId();
  const validationText = useValidationText();
  const contracts = useSortedDomainList('tiposContrato', language);
  const close = useCloseOffer();
  const [proposed, setProposed] = useState<'' | 'yes' | 'no'>('');
  const [values, setValues] = useState<Record<Field, string>>({ nombreContratado: '', fechaInicioContrato: '', idTipoContrato: '' });
  const [errors, setErrors] = useState<Partial<Record<Field | 'proposed', string>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!offer) return;
    const missing: Partial<Record<Field | 'proposed', string>> = {};
    if (proposed === '') missing.proposed = 'required';
    if (proposed === 'yes') for (const field of Object.keys(values) as Field[]) if (values[field].trim() === '') missing[field] = 'required';
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await close.mutateAsync({
        urlOferta: offer.urlAcceso,
        candidatoPropuestoPorServicio: proposed === 'yes',
        ...(proposed === 'yes' ? { nombreContratado: values.nombreContratado, fechaInicioContrato: values.fechaInicioContrato, idTipoContrato: values.idTipoContrato } : {}),
      });
      onClosed();
    } catch (error) {
      const errores = fieldErrorsOf(error);
      if (errores) setErrors(Object.fromEntries(errores.map((e) => [e.campo, e.clave])));
    }
  };
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  const errorOf = (field: Field | 'proposed') => validationText(errors[field] ? { message: errors[field] } : undefined);

  return (
    <Modal open={offer !== null} onClose={onClose} labelledBy={titleId} className="modal close-offer-dialog">
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="modal__title">
          {t('close.title', { title: offer?.titulo ?? '' })}
        </h2>
        <div className="modal__body close-offer">
          <p>{t('close.explain')}</p>
          <RadioGroup
            legend={t('close.proposed')}
            name="proposed"
            value={proposed}
            onChange={(value) => setProposed(value as 'yes' | 'no')}
            required
            error={errorOf('proposed')}
            options={[
              { value: 'yes', label: t('close.yes') },
              { value: 'no', label: t('close.no') },
            ]}
          />
          {proposed === 'yes' && (
            <div className="close-offer__hire">
              <InputField label={t('close.name')} required value={values.nombreContratado} onChange={set('nombreContratado')} error={errorOf('nombreContratado')} autoComplete="off" />
              <InputField label={t('close.start')} type="date" required value={values.fechaInicioContrato} onChange={set('fechaInicioContrato')} error={errorOf('fechaInicioContrato')} />
              <SelectField
                label={t('close.contract')}
                required
                value={values.idTipoContrato}
                onChange={set('idTipoContrato')}
                error={errorOf('idTipoContrato')}
                placeholder={t('form.choose')}
                options={contracts.map((c) => ({ value: String(c.id), label: c.nombre }))}
              />
            </div>
          )}
          {close.error && !fieldErrorsOf(close.error) && <ApiErrorAlert error={close.error} />}
        </div>
        <div className="modal__actions">
          <button type="submit" className="button button--primary" disabled={close.isPending}>
            {t('close.confirm')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('close.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
