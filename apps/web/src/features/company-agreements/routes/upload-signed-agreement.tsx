import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  PDF_ONLY_EXTENSIONS,
  awaitsCompanySignature,
  companyDocumentsCalls,
  isValidationKey,
  signedAgreementBody,
  validationText,
  type CompanyAgreement,
} from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { FileDropzone, extensionOf } from '@/components/ui/file-dropzone';
import { RadioGroup } from '@/components/ui/form-fields';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useBrand } from '@/lib/brand';
import { downloadCall } from '@/lib/file-download';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useOwnAgreements, useUploadSignedAgreement } from '../api/upload-signed-agreement';
import '../new-agreement.css';
import { readAsDataUrl, serverFileKey } from '@/lib/file-upload';

/**
 * /subir-convenio-firmado: the company picks one of its agreements waiting for its signature (a generated one),
 * downloads it to sign if needed, and uploads the signed copy (PDF only, the shared size limit); the agreement then
 * reads "signed by the company". Erroneous agreements are listed with the service's reason. Where the brand has no
 * agreement upload (canSubirConvenios) the route is not available.
 */
export default function UploadSignedAgreementPage() {
  const { t } = useTranslation('company');
  const states = useTranslation('staffAgreements').t;
  const language = useLanguage();
  const brand = useBrand();
  const agreements = useOwnAgreements();
  const upload = useUploadSignedAgreement();
  const [chosen, setChosen] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const [done, setDone] = useState<CompanyAgreement | null>(null);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const day = (iso: string) => dateFormat.format(new Date(iso.length === 10 ? `${iso}T12:00:00` : iso));

  if (agreements.isPending) return <Loading label={t('signedAgreement.loading')} />;
  if (agreements.isError) return <ApiErrorAlert error={agreements.error} />;

  const waiting = agreements.data.filter((a) => awaitsCompanySignature(a.estado));
  const erroneous = agreements.data.filter((a) => a.estado === 'erroneo');
  // With a single agreement waiting there is nothing to choose.
  const selected = waiting.length === 1 ? String(waiting[0]!.idConvenio) : chosen;

  const describe = (a: CompanyAgreement) =>
    [t('signedAgreement.generatedOn', { date: day(a.fechaAlta) }), a.sinCaducidad || !a.fechaCaducidad ? t('signedAgreement.noExpiry') : t('signedAgreement.expires', { date: day(a.fechaCaducidad) })].join(' · ');

  const downloadToSign = async (id: number) => {
    setDownloadError(null);
    try {
      await downloadCall(companyDocumentsCalls.agreementFile, { params: { idConvenio: id } }, t('signedAgreement.fileName', { id }));
    } catch (failure) {
      setDownloadError(failure);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    upload.reset();
    setChoiceError(selected === '' ? t('signedAgreement.noChoice') : undefined);
    setFileError(file === null ? t('signedAgreement.noFile') : undefined);
    if (selected === '' || file === null) return;
    const parsed = signedAgreementBody.safeParse({
      idConvenio: Number(selected),
      adjunto: { ficheroB64ParaAltas: await readAsDataUrl(file), extension_adjunto: extensionOf(file.name), nombre: file.name },
    });
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message;
      setFileError(validationText(key && isValidationKey(key) ? key : 'pdfOnly', language));
      return;
    }
    try {
      const signed = await upload.mutateAsync(parsed.data);
      setDone(signed);
      setFile(null);
      setChosen('');
    } catch (error) {
      const key = serverFileKey(error, 'adjunto');
      if (key) setFileError(validationText(key, language));
    }
  };

  const uploadedMessage = brand.customMessages.convenioSubido?.[language];
  // A refusal that names the file shows under the drop zone; any other (614, 608, 48) above the button.
  const otherFailure = upload.isError && serverFileKey(upload.error, 'adjunto') === undefined;

  return (
    <div className="page-content agreement-page signed-agreement">
      {done ? (
        <section className="card" role="status" aria-live="polite">
          <p>{t('signedAgreement.done', { id: done.idConvenio, state: states(`state.${done.estado}`) })}</p>
          {uploadedMessage && <p>{uploadedMessage}</p>}
          <p className="signed-agreement__links">
            <Link to={pathFor('documentation', language)}>{t('signedAgreement.toDocumentation')}</Link>
            {waiting.length > 0 && (
              <button type="button" className="button button--light" onClick={() => setDone(null)}>
                {t('signedAgreement.uploadAnother')}
              </button>
            )}
          </p>
        </section>
      ) : waiting.length === 0 ? (
        <section className="card">
          <p>{t('signedAgreement.nothingToSign')}</p>
          <p className="signed-agreement__links">
            {brand.flags.canCrearConvenios && <Link to={pathFor('new-agreement', language)}>{t('signedAgreement.newAgreement')}</Link>}
            <Link to={pathFor('documentation', language)}>{t('signedAgreement.toDocumentation')}</Link>
          </p>
        </section>
      ) : (
        <form className="card form" noValidate onSubmit={(event) => void submit(event)}>
          <p>{t('signedAgreement.intro')}</p>
          <RadioGroup
            legend={t('signedAgreement.choose')}
            name="idConvenio"
            required
            value={selected}
            onChange={(value) => {
              setChosen(value);
              setChoiceError(undefined);
            }}
            options={waiting.map((a) => ({ value: String(a.idConvenio), label: t('signedAgreement.agreement', { id: a.idConvenio }), hint: describe(a) }))}
            error={choiceError}
          />
          {selected !== '' && waiting.find((a) => String(a.idConvenio) === selected)?.tieneFichero && (
            <p>
              <button type="button" className="button button--light" onClick={() => void downloadToSign(Number(selected))}>
                {t('signedAgreement.downloadToSign', { id: selected })}
              </button>
            </p>
          )}
          {downloadError ? <ApiErrorAlert error={downloadError} /> : null}
          <FileDropzone
            label={t('signedAgreement.file')}
            hint={t('signedAgreement.fileHint')}
            accept={PDF_ONLY_EXTENSIONS}
            required
            files={file ? [file] : []}
            onAdd={(files) => {
              setFile(files[0] ?? null);
              setFileError(undefined);
              upload.reset();
            }}
            onRemove={() => setFile(null)}
            error={fileError}
          />
          {otherFailure && <ApiErrorAlert error={upload.error} />}
          <p>
            <button type="submit" className="button button--primary" disabled={upload.isPending}>
              {upload.isPending ? t('signedAgreement.sending') : t('signedAgreement.submit')}
            </button>
          </p>
        </form>
      )}

      {erroneous.length > 0 && (
        <section className="card" aria-labelledby="erroneous-agreements">
          <h2 id="erroneous-agreements">{t('signedAgreement.erroneous')}</h2>
          <p className="muted">{t('signedAgreement.erroneousHint')}</p>
          <ul className="signed-agreement__list">
            {erroneous.map((a) => (
              <li key={a.idConvenio}>
                <strong>{t('signedAgreement.agreement', { id: a.idConvenio })}</strong> · {describe(a)}
                {a.observaciones && <span className="signed-agreement__reason">{t('signedAgreement.reason', { reason: a.observaciones })}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
