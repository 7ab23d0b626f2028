import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useCompanyAction } from '../api/company-actions';
import { useCompany } from '../api/get-company';
import { CompanyEditForm } from '../components/company-edit-form';
import { ContactEditDialog } from '../components/contact-edit-dialog';
import { PaperworkSection } from '../components/paperwork-section';
import '@/components/ui/back-office.css';

/** /gestion/empresas/:id: one company, its state and actions, its contacts, its data to correct, its history. */
export default function CompanyDetailPage() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const id = Number(useParams().id);
  const company = useCompany(id);
  const validate = useCompanyAction('validate');
  const unblock = useCompanyAction('unblock');
  const reject = useCompanyAction('reject');
  const block = useCompanyAction('block');
  const [asking, setAsking] = useState<'reject' | 'block' | null>(null);
  const [done, setDone] = useState('');
  const [editingContact, setEditingContact] = useState<number | null>(null);

  if (company.isError) return <ApiErrorAlert error={company.error} />;
  if (company.isPending) return <Loading label={t('loading')} />;
  const c = company.data;
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return (
    <div className="page-content bo-detail">
      <p className="bo-status" role="status">
        {done}
      </p>
      {(validate.error ?? unblock.error) ? <ApiErrorAlert error={validate.error ?? unblock.error} /> : null}
      <section className="card" aria-labelledby="company-summary">
        <h2 id="company-summary">{c.nombreComercial}</h2>
        <dl>
          <dt>{t('companyDetail.legalName')}</dt>
          <dd>{c.razonSocial}</dd>
          <dt>CIF</dt>
          <dd>{c.cif}</dd>
          <dt>{t('companies.stateColumn')}</dt>
          <dd>
            <span className={`bo-badge bo-badge--${c.estado}`}>{t(`companies.badge.${c.estado}`)}</span>
            {c.motivo && <p className="bo-reason">{c.motivo}</p>}
          </dd>
          <dt>{t('companies.requested')}</dt>
          <dd>{dateFormat.format(new Date(c.fechaAlta))}</dd>
          <dt>{t('companies.offers')}</dt>
          <dd>
            <Link to={`${pathFor('staff-offers', language)}?estado=publicada&idEmpresa=${c.idEmpresa}`}>{c.ofertas}</Link>
          </dd>
        </dl>
        <div className="bo-actions bo-actions--spaced">
          {(c.estado === 'pendiente' || c.estado === 'rechazada') && (
            <button type="button" className="button button--primary" onClick={() => validate.mutate({ idEmpresa: c.idEmpresa }, { onSuccess: () => setDone(t('companies.done.validate', { name: c.nombreComercial })) })}>
              {t('companies.validate')}
            </button>
          )}
          {c.estado === 'pendiente' && (
            <button type="button" className="button button--secondary" onClick={() => setAsking('reject')}>
              {t('companies.reject')}
            </button>
          )}
          {c.estado === 'validada' && (
            <button type="button" className="button button--secondary" onClick={() => setAsking('block')}>
              {t('companies.block')}
            </button>
          )}
          {c.estado === 'bloqueada' && (
            <button type="button" className="button button--secondary" onClick={() => unblock.mutate({ idEmpresa: c.idEmpresa }, { onSuccess: () => setDone(t('companies.done.unblock', { name: c.nombreComercial })) })}>
              {t('companies.unblock')}
            </button>
          )}
          <Link className="button button--secondary" to={`${pathFor('staff-audit', language)}?entidad=company&idEntidad=${c.idEmpresa}`}>
            {t('companyDetail.history')}
          </Link>
          <Link className="button button--secondary" to={`${pathFor('staff-documents', language)}?pestana=empresas&idEmpresa=${c.idEmpresa}`}>
            {t('companyDetail.documents')}
          </Link>
        </div>
      </section>

      <section className="card" aria-labelledby="company-contacts">
        <h2 id="company-contacts">{t('companyDetail.contacts')}</h2>
        {c.contactos.length === 0 ? (
          <p className="muted">{t('companyDetail.noContacts')}</p>
        ) : (
          <div className="bo-table-wrap">
            <table className="bo-table">
              <thead>
                <tr>
                  <th scope="col">{t('companyDetail.name')}</th>
                  <th scope="col">{t('companyDetail.email')}</th>
                  <th scope="col">{t('companyDetail.position')}</th>
                  <th scope="col">{t('companyDetail.phone')}</th>
                  <th scope="col">{t('actions')}</th>
                </tr>
              </thead>
              <tbody>
                {c.contactos.map((contact) => (
                  <tr key={contact.idUsuario}>
                    <td data-label={t('companyDetail.name')}>
                      {contact.nombre} {contact.apellidos}
                      {contact.principal && <span className="bo-table__sub">{t('companyDetail.primary')}</span>}
                    </td>
                    <td data-label={t('companyDetail.email')}>{contact.email}</td>
                    <td data-label={t('companyDetail.position')}>{contact.cargo ?? '—'}</td>
                    <td data-label={t('companyDetail.phone')}>{contact.telefono ?? '—'}</td>
                    <td data-label={t('actions')}>
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={t('companyDetail.editContactOf', { name: `${contact.nombre} ${contact.apellidos}` })}
                        onClick={() => setEditingContact(contact.idUsuario)}
                      >
                        {t('companyDetail.editContact')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <PaperworkSection idEmpresa={c.idEmpresa} onDone={setDone} />

      <CompanyEditForm key={`${c.idEmpresa}-${c.nombreComercial}-${c.razonSocial}`} company={c} onSaved={() => setDone(t('companyDetail.saved'))} />

      <ContactEditDialog
        idEmpresa={c.idEmpresa}
        contact={c.contactos.find((contact) => contact.idUsuario === editingContact) ?? null}
        onClose={() => setEditingContact(null)}
        onSaved={() => {
          setEditingContact(null);
          setDone(t('companyDetail.contactSaved'));
        }}
      />
      <ReasonDialog
        open={asking !== null}
        title={asking ? t(`companies.${asking}Title`, { name: c.nombreComercial }) : ''}
        label={t('reason')}
        hint={t('companies.reasonHint')}
        confirmLabel={asking ? t(`companies.${asking}`) : ''}
        busy={reject.isPending || block.isPending}
        error={(reject.error ?? block.error) ? <ApiErrorAlert error={reject.error ?? block.error} /> : null}
        onCancel={() => setAsking(null)}
        onConfirm={(motivo) => {
          const kind = asking;
          if (!kind) return;
          (kind === 'reject' ? reject : block).mutate(
            { idEmpresa: c.idEmpresa, motivo },
            {
              onSuccess: () => {
                setAsking(null);
                setDone(t(`companies.done.${kind}`, { name: c.nombreComercial }));
              },
            },
          );
        }}
      />
    </div>
  );
}
