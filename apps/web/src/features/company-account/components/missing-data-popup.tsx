import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { pathFor } from '@/config/routes';
import { useBrand } from '@/lib/brand';
import { useCurrentRoute } from '@/lib/current-route';
import { isGodMode } from '@/lib/god-mode';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { useMissingCompanyData, useMissingContactData } from '../api/get-missing-data';

const dismissKey = (userId: number, companyId: number) => `missingCompanyDataClosed:${userId}:${companyId}`;

/**
 * "Ahora no" is kept on the device, not for the tab only: the company has said it will complete the data later, and
 * sending an offer asks for it again (611), so reminding it at every login would only block it (issue 22).
 */
function wasDismissed(key: string | null): boolean {
  if (key === null) return false;
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** Pages where the popup never shows: the two pages where the data is completed. */
const EXEMPT_ROUTES: readonly string[] = ['my-company', 'my-profile'];

/**
 * The missing-company-data popup (brand flag checkDatosCompletosEmpresa, spec 1 §6): a company whose required data
 * (faltanDatosAlaEmpresa) or whose contact's data (faltanDatosAlContactoEmpresa) is incomplete is sent to
 * /mi-empresa or /mi-perfil, from any page but those two. "Ahora no" puts it off for this company on this device until
 * the company sends an offer, which the API refuses (611) while the data is missing; god mode never shows it.
 */
export function MissingCompanyDataPopup() {
  const { t } = useTranslation('company');
  const user = useUser();
  const brand = useBrand();
  const route = useCurrentRoute();
  const language = useLanguage();
  const navigate = useNavigate();
  const titleId = useId();
  const goButton = useRef<HTMLButtonElement>(null);
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  const key = user?.rol === 'Empresa' && user.idEmpresa !== undefined ? dismissKey(user.id, user.idEmpresa) : null;
  const dismissed = key !== null && (dismissedKey === key || wasDismissed(key));
  const applies = key !== null && brand.flags.checkDatosCompletosEmpresa && !isGodMode() && !dismissed;
  const company = useMissingCompanyData(applies);
  const contact = useMissingContactData(applies);
  const companyFields = company.data?.faltan ?? [];
  const contactFields = contact.data?.faltan ?? [];
  const onExempt = route === null || route.requiresAuth !== true || EXEMPT_ROUTES.includes(route.name);
  const open = applies && !onExempt && companyFields.length + contactFields.length > 0;

  const dismiss = () => {
    if (key === null) return;
    try {
      localStorage.setItem(key, '1');
    } catch {
      // Without storage the popup stays closed until the page is reloaded.
    }
    setDismissedKey(key);
  };
  // Going to complete the data does not silence the popup: once the company data is saved, a contact still missing
  // data hears about it on the next page.
  const go = (target: 'my-company' | 'my-profile') => void navigate(pathFor(target, language));
  const label = (field: string) => t(`fields.${field}` as 'fields.cif', { defaultValue: field });

  return (
    <Modal open={open} onClose={dismiss} labelledBy={titleId} initialFocus={goButton}>
      <h2 id={titleId} className="modal__title">
        {t('missing.title')}
      </h2>
      {companyFields.length > 0 && (
        <>
          <p>{t('missing.companyIntro')}</p>
          <ul>
            {companyFields.map((field) => (
              <li key={field}>{label(field)}</li>
            ))}
          </ul>
        </>
      )}
      {contactFields.length > 0 && (
        <>
          <p>{t('missing.contactIntro')}</p>
          <ul>
            {contactFields.map((field) => (
              <li key={field}>{label(field)}</li>
            ))}
          </ul>
        </>
      )}
      <p className="muted">{t('missing.laterHint')}</p>
      <div className="modal__actions">
        {companyFields.length > 0 ? (
          <button type="button" ref={goButton} className="button button--primary" onClick={() => go('my-company')}>
            {t('missing.goToCompany')}
          </button>
        ) : (
          <button type="button" ref={goButton} className="button button--primary" onClick={() => go('my-profile')}>
            {t('missing.goToProfile')}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={dismiss}>
          {t('missing.later')}
        </button>
      </div>
    </Modal>
  );
}
