import { useTranslation } from '@/lib/i18n';
import './buttons.css';

interface ActionButtonProps {
  /** Visible text ("Edit"). */
  children: string;
  /** What it acts on: the accessible name becomes "Edit: Personal data", the visible text coming first. */
  context?: string | undefined;
  onClick: () => void;
  variant?: 'secondary' | 'danger' | 'primary';
  disabled?: boolean;
  busy?: boolean;
  icon?: 'edit' | 'add' | 'delete' | 'download';
}

const ICONS = { edit: '✎', add: '+', delete: '×', download: '↓' } as const;

/** A small button of a section heading or of a list item; its name says what it acts on. */
export function ActionButton({ children, context, onClick, variant = 'secondary', disabled, busy, icon }: ActionButtonProps) {
  return (
    <button
      type="button"
      className={`button cv-button cv-button--${variant}`}
      onClick={onClick}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      aria-label={context ? `${children}: ${context}` : undefined}
    >
      {icon && (
        <span className="cv-button__icon" aria-hidden="true">
          {ICONS[icon]}
        </span>
      )}
      {children}
    </button>
  );
}

/** Save and cancel at the end of a section form; while the call runs the save button says so and waits. */
export function FormActions({ pending, onCancel, saveLabel }: { pending: boolean; onCancel: () => void; saveLabel?: string }) {
  const { t } = useTranslation('cv');
  return (
    <div className="cv-form__actions">
      <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending || undefined}>
        {pending && <span className="cv-spinner" aria-hidden="true" />}
        {pending ? t('common.saving') : (saveLabel ?? t('common.save'))}
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </button>
    </div>
  );
}
