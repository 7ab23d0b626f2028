import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@portal/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { pathFor } from '@/config/routes';
import { AccountDeletionDialog } from '@/features/account/components/account-deletion-dialog';
import { useBrand } from '@/lib/brand';
import { useLanguage } from '@/lib/i18n';
import { SideMenu } from './side-menu';

/**
 * What the header opens for a signed-in user: the side menu, and the logout and account-deletion questions. A page
 * seen without a session (the login page) never fetches it.
 */
export default function AccountDialogs({ user, menuOpen, onMenuClose }: { user: SessionUser; menuOpen: boolean; onMenuClose: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const language = useLanguage();
  const navigate = useNavigate();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [deletionOpen, setDeletionOpen] = useState(false);
  return (
    <>
      <SideMenu
        open={menuOpen}
        user={user}
        onClose={onMenuClose}
        onAction={(action) => {
          onMenuClose();
          if (action === 'logout') setLogoutOpen(true);
          else setDeletionOpen(true);
        }}
      />
      <ConfirmDialog
        open={logoutOpen}
        title={t('logoutDialog.title')}
        confirmLabel={t('logoutDialog.confirm')}
        cancelLabel={t('dialog.cancel')}
        onCancel={() => setLogoutOpen(false)}
        onConfirm={() => {
          setLogoutOpen(false);
          void navigate(pathFor('logout', language));
        }}
      >
        <p>{t('logoutDialog.body')}</p>
      </ConfirmDialog>
      {user.rol === 'Alumno' && brand.flags.canBorrarCuenta && <AccountDeletionDialog open={deletionOpen} onClose={() => setDeletionOpen(false)} />}
    </>
  );
}
