import { useState, type ReactElement } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { Language } from '@portal/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { pathFor, type RouteName } from '@/config/routes';
import { useCurrentRoute } from '@/lib/current-route';
import { applyLanguage, useLanguage, useTranslation } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { useUpdatePreferredLanguage } from '../api/update-preferred-language';

/** Each language named in itself, as language pickers do. */
export const languageNames: Record<Language, string> = { ca: 'Català', es: 'Castellano', en: 'English' };

/**
 * A language change asks first (spec 1 §4: yes/no confirmation, then the selection clears). On yes: the interface
 * switches, the choice is stored locally, the server is told when someone is logged in, and the page moves to its
 * path in the new language.
 */
export function useLanguageChange(): { current: Language; pending: Language | null; request: (language: Language) => void; dialog: ReactElement } {
  const { t } = useTranslation();
  const current = useLanguage();
  const user = useUser();
  const route = useCurrentRoute();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const updatePreferred = useUpdatePreferredLanguage();
  const [pending, setPending] = useState<Language | null>(null);

  const request = (language: Language) => {
    if (language !== current) setPending(language);
  };

  const confirm = async () => {
    if (!pending) return;
    const language = pending;
    setPending(null);
    await applyLanguage(language, { persist: true });
    if (user) updatePreferred.mutate({ role: user.rol, language });
    if (route) {
      const definedParams = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
      const target = pathFor(route.name as RouteName, language, definedParams);
      if (target !== location.pathname) void navigate(`${target}${location.search}${location.hash}`, { replace: true });
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t('language.confirmTitle')}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    >
      <p>{t('language.confirmBody', { language: pending ? languageNames[pending] : '' })}</p>
    </ConfirmDialog>
  );

  return { current, pending, request, dialog };
}
