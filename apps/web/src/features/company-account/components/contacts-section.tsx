import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Status } from '@portal/shared';
import { ApiErrorAlert, CatalogueNotice } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { useContacts } from '../api/get-contacts';
import { useRemoveContact } from '../api/remove-contact';
import { ContactForm } from './contact-form';
import { RemoveDialog } from './remove-dialog';

/**
 * The company's contacts (dameDatosContactoEmpresa): who they are, a form to add one or edit one, and the removal of
 * any contact but the caller (borraContactoEmpresa), after a confirmation that says what follows.
 */
export function ContactsSection() {
  const { t } = useTranslation('company');
  const contacts = useContacts();
  const remove = useRemoveContact();
  const titleId = useId();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [notice, setNotice] = useState<number | null>(null);
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);

  if (contacts.isPending) return <Loading label={t('company.tabContacts')} />;
  if (contacts.isError) return <ApiErrorAlert error={contacts.error} />;
  const { idContacto: me, contactos } = contacts.data;
  const current = typeof editing === 'number' ? contactos.find((c) => c.idContacto === editing) : undefined;

  const done = (status: number) => {
    setEditing(null);
    setRemoved(null);
    setNotice(status);
  };

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="company-section-title">
        {t('company.tabContacts')}
      </h2>
      <p className="company-intro">{t('contacts.intro')}</p>
      {notice !== null && <CatalogueNotice status={notice} />}
      {removed !== null && (
        <div role="status" className="alert alert--success">
          <p className="alert__body">{t('contacts.removed', { nombre: removed })}</p>
        </div>
      )}
      <ul className="company-list">
        {contactos.map((contact) => (
          <li key={contact.idContacto} className="card company-list__item">
            <div>
              <p className="company-list__name">
                {contact.nombre} {contact.apellidos}
                {contact.idContacto === me && <span className="company-badge">{t('contacts.you')}</span>}
                {contact.principal && <span className="company-badge">{t('contacts.primary')}</span>}
              </p>
              <p className="company-list__detail">{[contact.puesto, contact.email, contact.telefono1].filter(Boolean).join(' · ')}</p>
            </div>
            <div className="company-actions">
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('contacts.editNamed', { nombre: `${contact.nombre} ${contact.apellidos}` })}
                onClick={() => {
                  setNotice(null);
                  setRemoved(null);
                  setEditing(contact.idContacto);
                }}
              >
                {t('contacts.edit')}
              </button>
              {/* Nobody removes themselves (the server answers 612): another contact of the company does it. */}
              {contact.idContacto !== me && (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('contacts.removeNamed', { nombre: `${contact.nombre} ${contact.apellidos}` })}
                  onClick={() => {
                    setNotice(null);
                    setRemoved(null);
                    setRemoving({ id: contact.idContacto, name: `${contact.nombre} ${contact.apellidos}` });
                  }}
                >
                  {t('contacts.remove')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {editing === null ? (
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setNotice(null);
            setEditing('new');
          }}
        >
          {t('contacts.add')}
        </button>
      ) : (
        <div className="card">
          <h3 className="company-section-title">{editing === 'new' ? t('contacts.addTitle') : t('contacts.editTitle')}</h3>
          <ContactForm
            key={String(editing)}
            contact={current}
            submitLabel={t('contacts.save')}
            onSaved={() => done(editing === 'new' ? Status.ContactCreated : Status.ChangesSaved)}
            onCancel={() => setEditing(null)}
          />
        </div>
      )}
      <RemoveDialog
        removing={removing}
        title={t('contacts.removeTitle', { nombre: removing?.name ?? '' })}
        body={t('contacts.removeBody')}
        confirmLabel={t('contacts.removeConfirm')}
        remove={remove}
        onClose={() => setRemoving(null)}
        onRemoved={(name) => {
          if (typeof editing === 'number' && editing === removing?.id) setEditing(null);
          setRemoved(name);
        }}
      />
    </section>
  );
}
