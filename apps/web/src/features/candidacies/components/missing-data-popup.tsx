import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { pathFor } from '@/config/routes';
import { useBrand } from '@/lib/brand';
import { useCurrentRoute } from '@/lib/current-route';
import { isGodMode } from '@/lib/god-mode';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { useMissingPersonalData } from '../api/get-missing-personal-data';

const dismissKey = (userId: number) => `missingDataPopupClosed:${userId}`;

function wasDismissed(userId: number | undefined): boolean {
  if (userId === undefined) return false;
  try {
    return sessionStorage.getItem(dismissKey(userId)) === '1';
  } catch {
    return false;
  }
}

/**
 * The missing-mandatory-data popup (brand flag popupDatosObligatorios, spec 1 §6): a candidate whose CV lacks
 * personal data the brand requires is sent to /cv, from any page but the CV itself. Closing it, either way,
 * silences it until the browser session ends; god mode never shows it.
 */
export function MissingDataPopup() {
  const { t } = useTranslation('candidacies');
  const user = useUser();
  const brand = useBrand();
  const route = useCurrentRoute();
  const language = useLanguage();
  const navigate = useNavigate();
  const titleId = useId();
  const goButton = useRef<HTMLButtonElement>(null);
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  const userId = user?.rol === 'Alumno' ? user.id : undefined;
  const dismissed = userId !== undefined && (dismissedFor === userId || wasDismissed(userId));
  const applies = userId !== undefined && brand.flags.popupDatosObligatorios && !isGodMode() && !dismissed;
  const missing = useMissingPersonalData(applies);
  const fields = missing.data?.faltan ?? [];
  const open = applies && route !== null && route.requiresAuth === true && route.name !== 'cv' && fields.length > 0;

  const dismiss = () => {
    if (userId === undefined) return;
    try {
      sessionStorage.setItem(dismissKey(userId), '1');
    } catch {
      // Without storage the popup stays closed until the page is reloaded.
    }
    setDismissedFor(userId);
  };

  return (
    <Modal open={open} onClose={dismiss} labelledBy={titleId} initialFocus={goButton}>
      <h2 id={titleId} className="modal__title">
        {t('missingData.title')}
      </h2>
      <p>{t('missingData.intro')}</p>
      <ul>
        {fields.map((field) => (
          <li key={field}>{t(`missingData.fields.${field}`, { defaultValue: field })}</li>
        ))}
      </ul>
      {missing.data?.requiereIban && fields.includes('iban') && <p>{t('missingData.iban')}</p>}
      <div className="modal__actions">
        <button
          type="button"
          ref={goButton}
          className="button button--primary"
          onClick={() => {
            dismiss();
            void navigate(pathFor('cv', language));
          }}
        >
          {t('missingData.goToCv')}
        </button>
        <button type="button" className="button button--secondary" onClick={dismiss}>
          {t('missingData.later')}
        </button>
      </div>
    </Modal>
  );
}
