import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { endSession } from '@/lib/session';
import { logoutOnServer } from '../api/logout';

/** /logout: ends the session on the server, forgets the token and the user's cached data, then goes to /login. */
export default function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    logoutOnServer();
    endSession('logout');
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'boot' });
    void navigate('/login', { replace: true });
  }, [navigate, queryClient]);
  return <Loading label={t('logout.progress')} />;
}
