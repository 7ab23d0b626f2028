import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { usePortalConfiguration } from '@/lib/brand';

/** The seeded demo users (apps/api seed); all share one password. */
export const DEMO_PASSWORD = 'Demo1234';
const accounts = [
  { key: 'candidate', local: 'alumno' },
  { key: 'company', local: 'empresa' },
  { key: 'multi', local: 'multi' },
  { key: 'staff', local: 'gestor' },
] as const;

/** The seed's rule: `<local>@example.org` for the generic institution, `<local>@<id>.example.org` for the others. */
export function demoEmail(institutionId: string, local: string): string {
  return institutionId === 'generic' ? `${local}@example.org` : `${local}@${institutionId}.example.org`;
}

/** The accounts to try the portal with (DemoAccounts shows them only on a demo deployment). */
export default function DemoAccountsList() {
  const { t } = useTranslation('auth');
  const { institucion } = usePortalConfiguration();
  const titleId = useId();
  return (
    <aside className="demo-box" aria-labelledby={titleId}>
      <h2 id={titleId} className="demo-box__title">
        {t('demo.title')}
      </h2>
      <p>{t('demo.intro')}</p>
      <dl className="demo-box__list">
        {accounts.map((account) => (
          <div key={account.key}>
            <dt>{t(`demo.${account.key}`)}</dt>
            <dd>
              <code>{demoEmail(institucion.id, account.local)}</code>
            </dd>
          </div>
        ))}
      </dl>
      <p>{t('demo.password', { password: DEMO_PASSWORD })}</p>
    </aside>
  );
}
