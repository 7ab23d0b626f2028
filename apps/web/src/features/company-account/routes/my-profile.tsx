import { Link } from 'react-router';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDomains } from '@/lib/reference-data';
import { useUser } from '@/lib/session';
import { useContacts } from '../api/get-contacts';
import { CompanySwitch } from '../components/company-switch';
import { ContactForm } from '../components/contact-form';
import '../company-account.css';

/**
 * /mi-perfil (the header greeting leads here): my own contact data for the company of the session
 * (editaContactoEmpresa on my record), the company switch when I am a contact of several, and the password.
 */
export default function MyProfilePage() {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const user = useUser();
  const contacts = useContacts();
  // The country select must have its options before the stored value is set.
  const domains = useDomains();

  if (contacts.isPending || domains.isPending) return <Loading label={t('profile.save')} />;
  if (contacts.isError) return <ApiErrorAlert error={contacts.error} />;
  const me = contacts.data.contactos.find((c) => c.idContacto === contacts.data.idContacto);

  return (
    <div className="page-content company-page">
      <CompanySwitch />
      <div className="card">
        <p className="company-intro">{t('profile.intro', { empresa: user?.nombreEmpresa ?? '' })}</p>
        {me ? <ContactForm key={`${user?.idEmpresa ?? 0}-${me.idContacto}`} contact={me} submitLabel={t('profile.save')} /> : <p>{t('loadError')}</p>}
      </div>
      <p>
        <Link to={pathFor('change-password', language)}>{t('profile.changePassword')}</Link>
      </p>
    </div>
  );
}
