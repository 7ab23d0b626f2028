import { lazy, Suspense } from 'react';
import { usePortalConfiguration } from '@/lib/brand';

// A production deployment never shows them, so their code and texts are not among the login's first scripts.
const DemoAccountsList = lazy(() => import('./demo-accounts-list'));

/** Only on a demo deployment (configuracion.produccion false): the accounts to try the portal with. */
export function DemoAccounts() {
  const { produccion } = usePortalConfiguration();
  if (produccion) return null;
  return (
    <Suspense fallback={null}>
      <DemoAccountsList />
    </Suspense>
  );
}
