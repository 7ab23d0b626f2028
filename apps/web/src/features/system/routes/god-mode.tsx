import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { isGodMode, setGodMode } from '@/lib/god-mode';

/** /gma2019, the admin screen: switches god mode for this browser. */
export default function GodModePage() {
  const { t } = useTranslation();
  const [on, setOn] = useState(isGodMode);
  const toggle = () => {
    setGodMode(!on);
    setOn(!on);
  };
  return (
    <div className="page-content">
      <div className="card">
        <p>{t('godMode.body')}</p>
        <p role="status">{on ? t('godMode.on') : t('godMode.off')}</p>
        <button type="button" className="button button--primary" aria-pressed={on} onClick={toggle}>
          {on ? t('godMode.disable') : t('godMode.enable')}
        </button>
      </div>
    </div>
  );
}
