import { useEffect, useMemo, useState, type ClipboardEvent } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  DATA_PROTECTION_TEXT_MAX,
  IBAN_SEGMENTS,
  ORDER_NUMBER_MAX,
  TEXT_MAX,
  agreementBody,
  splitIban,
  type AgreementBody,
  type AgreementInput,
  type LastAgreement,
} from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CheckboxField, InputField, RadioGroup, SelectField, TextAreaField } from '@/components/ui/form-fields';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useBrand } from '@/lib/brand';
import { fetchFile, saveBlob } from '@/lib/file-download';
import { applyServerFieldErrors, useValidationText } from '@/lib/form-errors';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { contractResolver } from '@/lib/use-contract-form';
import {
  useAddAgreement,
  useAgreementFiscalAccounts,
  useBillingContacts,
  useCompanyDataForAgreement,
  useLastAgreement,
  useManagementContacts,
} from '../api/agreement-form';
import '../new-agreement.css';

/** What the inputs hold: text everywhere, the two choices as radio values, the IBAN as its five inputs. */
interface AgreementForm {
  idContactoEmpresaGestion: string;
  idContactoEmpresaFacturacion: string;
  idCuentaFacturacion: string;
  tramitacionManual: '' | 'digital' | 'papel';
  datosFirmante: { nombre: string; apellidos: string; dni: string; cargo: string; email: string; telefono: string };
  requierePedido: boolean;
  pedidoAnual: boolean;
  numeroPedido: string;
  informacionTratamientoDeDatos: string;
  pagoDomiciliado: '' | 'domiciliacion' | 'transferencia';
  ibanDomiciliacion: string[];
}

const EMPTY: AgreementForm = {
  idContactoEmpresaGestion: '',
  idContactoEmpresaFacturacion: '',
  idCuentaFacturacion: '',
  tramitacionManual: '',
  datosFirmante: { nombre: '', apellidos: '', dni: '', cargo: '', email: '', telefono: '' },
  requierePedido: false,
  pedidoAnual: false,
  numeroPedido: '',
  informacionTratamientoDeDatos: '',
  pagoDomiciliado: '',
  ibanDomiciliacion: IBAN_SEGMENTS.map(() => ''),
};

const FIELDS = [
  'idContactoEmpresaGestion',
  'idContactoEmpresaFacturacion',
  'idCuentaFacturacion',
  'tramitacionManual',
  'datosFirmante.nombre',
  'datosFirmante.apellidos',
  'datosFirmante.dni',
  'datosFirmante.cargo',
  'datosFirmante.email',
  'datosFirmante.telefono',
  'numeroPedido',
  'informacionTratamientoDeDatos',
  'pagoDomiciliado',
  'ibanDomiciliacion',
] as const satisfies readonly Path<AgreementForm>[];

/** The payload from the inputs: a choice not made stays undefined, so the contract's schema names it as required. */
function toBody(values: AgreementForm, withDataProtection: boolean) {
  const choice = <T,>(value: string, yes: string, no: string, result: [T, T]) => (value === yes ? result[0] : value === no ? result[1] : undefined);
  const iban = values.ibanDomiciliacion.every((s) => s.trim() === '') ? undefined : values.ibanDomiciliacion;
  return {
    ...values,
    tramitacionManual: choice(values.tramitacionManual, 'papel', 'digital', [true, false]),
    pagoDomiciliado: choice(values.pagoDomiciliado, 'domiciliacion', 'transferencia', [true, false]),
    ibanDomiciliacion: values.pagoDomiciliado === 'domiciliacion' ? iban : undefined,
    pedidoAnual: values.requierePedido ? values.pedidoAnual : false,
    numeroPedido: values.requierePedido && values.pedidoAnual ? values.numeroPedido : undefined,
    informacionTratamientoDeDatos: withDataProtection ? values.informacionTratamientoDeDatos : undefined,
  };
}

/** The last agreement's data in the inputs ("Rellenar datos"). */
function fromLast(last: NonNullable<LastAgreement>): AgreementForm {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    idContactoEmpresaGestion: text(last.idContactoEmpresaGestion),
    idContactoEmpresaFacturacion: text(last.idContactoEmpresaFacturacion),
    idCuentaFacturacion: text(last.idCuentaFacturacion),
    tramitacionManual: last.tramitacionManual ? 'papel' : 'digital',
    datosFirmante: {
      nombre: last.datosFirmante.nombre,
      apellidos: last.datosFirmante.apellidos,
      dni: text(last.datosFirmante.dni),
      cargo: last.datosFirmante.cargo,
      email: text(last.datosFirmante.email),
      telefono: text(last.datosFirmante.telefono),
    },
    requierePedido: last.requierePedido,
    pedidoAnual: last.pedidoAnual,
    numeroPedido: text(last.numeroPedido),
    informacionTratamientoDeDatos: text(last.informacionTratamientoDeDatos),
    pagoDomiciliado: last.pagoDomiciliado ? 'domiciliacion' : 'transferencia',
    ibanDomiciliacion: last.ibanDomiciliacion ? [...splitIban(last.ibanDomiciliacion)] : IBAN_SEGMENTS.map(() => ''),
  };
}

const optionsOf = (map: Record<string, string> | undefined) => Object.entries(map ?? {}).map(([value, label]) => ({ value, label }));

/**
 * /nuevo-convenio-colaboracion (spec 1 "New-agreement form"), only where the brand has canCrearConvenios: the
 * company fills the signer, the contacts, the order number and the payment, confirms, and the portal generates the
 * agreement (addConvenioEmpresa) and downloads its PDF. The form is checked with the contract's schema.
 */
export default function NewAgreementPage() {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const fieldText = useValidationText();
  const brand = useBrand();
  const withDataProtection = brand.flags.tratamiendoDatosConvenio;
  const management = useManagementContacts();
  const billing = useBillingContacts();
  const accounts = useAgreementFiscalAccounts();
  const last = useLastAgreement();
  const companyData = useCompanyDataForAgreement(withDataProtection);
  const add = useAddAgreement();
  const [pending, setPending] = useState<AgreementInput | null>(null);
  const [done, setDone] = useState<{ enlace: string } | null>(null);
  const [nothingToFill, setNothingToFill] = useState(false);

  const resolver = useMemo(() => {
    const schema = z.preprocess(
      (values) => toBody(values as AgreementForm, withDataProtection),
      agreementBody.superRefine((body, ctx) => {
        if (withDataProtection && body.informacionTratamientoDeDatos === undefined) {
          ctx.addIssue({ code: 'custom', message: 'required', path: ['informacionTratamientoDeDatos'], input: undefined });
        }
      }),
    );
    return contractResolver<AgreementForm, AgreementBody>(schema);
  }, [withDataProtection]);
  const {
    register,
    handleSubmit,
    reset,
    control,
    setValue,
    getValues,
    setError,
    formState: { errors },
  } = useForm<AgreementForm, unknown, AgreementBody>({ defaultValues: EMPTY, resolver, shouldFocusError: true });

  const [requiresOrder, annualOrder, payment, signature] = useWatch({ control, name: ['requierePedido', 'pedidoAnual', 'pagoDomiciliado', 'tramitacionManual'] });

  // A single contact or account is chosen for the company (spec 2 §7.7).
  useEffect(() => {
    const single = (field: 'idContactoEmpresaGestion' | 'idContactoEmpresaFacturacion' | 'idCuentaFacturacion', ids: string[]) => {
      if (ids.length === 1 && getValues(field) === '') setValue(field, ids[0]!);
    };
    single('idContactoEmpresaGestion', Object.keys(management.data ?? {}));
    single('idContactoEmpresaFacturacion', Object.keys(billing.data ?? {}));
    single('idCuentaFacturacion', (accounts.data ?? []).map((a) => String(a.idCuenta)));
  }, [management.data, billing.data, accounts.data, getValues, setValue]);

  // The data-protection text the company gave last (kept on its profile) starts the box.
  useEffect(() => {
    const kept = companyData.data?.informacionTratamientoDeDatos;
    if (kept && getValues('informacionTratamientoDeDatos') === '') setValue('informacionTratamientoDeDatos', kept);
  }, [companyData.data, getValues, setValue]);

  if (management.isPending || billing.isPending || accounts.isPending) return <Loading label={t('agreement.loading')} />;
  if (management.isError) return <ApiErrorAlert error={management.error} />;
  if (billing.isError) return <ApiErrorAlert error={billing.error} />;
  if (accounts.isError) return <ApiErrorAlert error={accounts.error} />;

  const fill = async () => {
    setNothingToFill(false);
    const answer = await last.refetch();
    if (answer.data) reset(fromLast(answer.data));
    else if (answer.isSuccess) setNothingToFill(true);
  };

  const generate = async () => {
    if (!pending) return;
    try {
      const datos = await add.mutateAsync(pending);
      setPending(null);
      setDone({ enlace: datos.enlace });
      const { blob, name } = await fetchFile(datos.enlace);
      saveBlob(blob, name ?? t('agreement.fileName'));
    } catch (error) {
      if (applyServerFieldErrors(error, FIELDS, setError)) {
        setPending(null);
        add.reset();
      }
    }
  };

  const download = async () => {
    if (!done) return;
    const { blob, name } = await fetchFile(done.enlace);
    saveBlob(blob, name ?? t('agreement.fileName'));
  };

  const err = (path: Path<AgreementForm>) => {
    const parts = path.split('.');
    let node: unknown = errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    return fieldText(node as { message?: string } | undefined);
  };
  const ibanError = err('ibanDomiciliacion') ?? IBAN_SEGMENTS.map((_, i) => err(`ibanDomiciliacion.${i}` as Path<AgreementForm>)).find(Boolean);

  const pasteIban = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (text.replace(/\s+/g, '').length <= IBAN_SEGMENTS[0]) return;
    event.preventDefault();
    splitIban(text).forEach((segment, index) => setValue(`ibanDomiciliacion.${index}` as `ibanDomiciliacion.${number}`, segment));
  };


  if (done) {
    return (
      <div className="page-content agreement-page">
        <div className="card" role="status">
          <p>{t('agreement.done')}</p>
          <p>
            <button type="button" className="button button--primary" onClick={() => void download()}>
              {t('agreement.downloadAgain')}
            </button>{' '}
            <Link to={pathFor('documentation', language)}>{t('agreement.toDocumentation')}</Link>
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="page-content agreement-page">
      <form className="card" noValidate onSubmit={handleSubmit(() => setPending(toBody(getValues(), withDataProtection) as AgreementInput))}>
        <p>{t('agreement.intro')}</p>
        <p>
          <button type="button" className="button button--secondary" onClick={() => void fill()} disabled={last.isFetching}>
            {t('agreement.fill')}
          </button>
        </p>
        {nothingToFill && <p role="status">{t('agreement.nothingToFill')}</p>}
        {last.isError && <ApiErrorAlert error={last.error} />}

        <fieldset className="field-group">
          <legend className="field__label">{t('agreement.signer')}</legend>
          <InputField label={t('agreement.signerName')} required maxLength={TEXT_MAX} error={err('datosFirmante.nombre')} {...register('datosFirmante.nombre')} />
          <InputField label={t('agreement.signerSurnames')} required maxLength={TEXT_MAX} error={err('datosFirmante.apellidos')} {...register('datosFirmante.apellidos')} />
          <InputField label={t('agreement.signerDni')} error={err('datosFirmante.dni')} {...register('datosFirmante.dni')} />
          <InputField label={t('agreement.signerPost')} required maxLength={TEXT_MAX} error={err('datosFirmante.cargo')} {...register('datosFirmante.cargo')} />
          <InputField label={t('agreement.signerEmail')} type="email" error={err('datosFirmante.email')} {...register('datosFirmante.email')} />
          <InputField label={t('agreement.signerPhone')} type="tel" error={err('datosFirmante.telefono')} {...register('datosFirmante.telefono')} />
        </fieldset>

        {withDataProtection && (
          <TextAreaField
            label={t('agreement.dataProtection')}
            required
            maxLength={DATA_PROTECTION_TEXT_MAX}
            error={err('informacionTratamientoDeDatos')}
            {...register('informacionTratamientoDeDatos')}
          />
        )}

        <RadioGroup
          legend={t('agreement.signature')}
          name="tramitacionManual"
          required
          value={signature}
          onChange={(value) => setValue('tramitacionManual', value as AgreementForm['tramitacionManual'], { shouldValidate: true })}
          options={[
            { value: 'digital', label: t('agreement.signatureDigital') },
            { value: 'papel', label: t('agreement.signatureManual') },
          ]}
          error={err('tramitacionManual')}
        />

        <SelectField
          label={t('agreement.management')}
          required
          placeholder={t('agreement.choose')}
          options={optionsOf(management.data)}
          error={err('idContactoEmpresaGestion')}
          {...register('idContactoEmpresaGestion')}
        />
        <SelectField
          label={t('agreement.billing')}
          required
          placeholder={t('agreement.choose')}
          options={optionsOf(billing.data)}
          error={err('idContactoEmpresaFacturacion')}
          {...register('idContactoEmpresaFacturacion')}
        />
        <SelectField
          label={t('agreement.account')}
          required
          placeholder={t('agreement.choose')}
          options={(accounts.data ?? []).map((a) => ({ value: String(a.idCuenta), label: `${a.NombreFiscal} (${a.CIF})` }))}
          error={err('idCuentaFacturacion')}
          {...register('idCuentaFacturacion')}
        />
        <p>
          <Link to={pathFor('my-company', language)}>{t('agreement.addContact')}</Link>
        </p>

        <p className="agreement-fees">{t('agreement.fees')}</p>

        <CheckboxField label={t('agreement.requiresOrder')} {...register('requierePedido')} />
        {requiresOrder && <CheckboxField label={t('agreement.annualOrder')} {...register('pedidoAnual')} />}
        {requiresOrder && annualOrder && (
          <InputField label={t('agreement.orderNumber')} required maxLength={ORDER_NUMBER_MAX} error={err('numeroPedido')} {...register('numeroPedido')} />
        )}

        <RadioGroup
          legend={t('agreement.payment')}
          name="pagoDomiciliado"
          required
          value={payment}
          onChange={(value) => setValue('pagoDomiciliado', value as AgreementForm['pagoDomiciliado'], { shouldValidate: true })}
          options={[
            { value: 'domiciliacion', label: t('agreement.directDebit') },
            { value: 'transferencia', label: t('agreement.transfer') },
          ]}
          error={err('pagoDomiciliado')}
        />
        {payment === 'domiciliacion' && (
          <fieldset className="field-group">
            <legend className="field__label">{t('agreement.iban')}</legend>
            <div className="agreement-iban">
              {IBAN_SEGMENTS.map((length, index) => (
                <InputField
                  key={index}
                  label={t('agreement.ibanPart', { n: index + 1 })}
                  required
                  maxLength={index === 0 ? 34 : length}
                  size={length}
                  onPaste={index === 0 ? pasteIban : undefined}
                  error={index === IBAN_SEGMENTS.length - 1 ? ibanError : undefined}
                  {...register(`ibanDomiciliacion.${index}` as `ibanDomiciliacion.${number}`)}
                />
              ))}
            </div>
          </fieldset>
        )}

        <p>
          <button type="submit" className="button button--primary">
            {t('agreement.submit')}
          </button>
        </p>
        <p className="field__hint">{t('agreement.legal')}</p>
      </form>

      <ConfirmDialog
        open={pending !== null}
        title={t('agreement.confirmTitle')}
        confirmLabel={t('agreement.confirm')}
        cancelLabel={t('agreement.review')}
        busy={add.isPending}
        onConfirm={() => void generate()}
        onCancel={() => {
          setPending(null);
          add.reset();
        }}
      >
        <p>{t('agreement.confirmText')}</p>
        {add.isError && <ApiErrorAlert error={add.error} />}
      </ConfirmDialog>
    </div>
  );
}
