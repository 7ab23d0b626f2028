import { useId } from 'react';
import './switch-field.css';

interface SwitchFieldProps {
  label: string;
  /** Says what the current position means ("On: you can apply..."). */
  description?: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  pending?: boolean;
  onText: string;
  offText: string;
}

/** An on/off switch that acts at once (role="switch"): the label names it, the description explains the state. */
export function SwitchField({ label, description, checked, onChange, pending = false, onText, offText }: SwitchFieldProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="cv-switch">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        aria-busy={pending || undefined}
        disabled={pending}
        className="cv-switch__control"
        onClick={() => onChange(!checked)}
      >
        <span className="cv-switch__track" aria-hidden="true">
          <span className="cv-switch__thumb" />
        </span>
        <span className="cv-switch__state" aria-hidden="true">
          {checked ? onText : offText}
        </span>
      </button>
      <div className="cv-switch__text">
        <span id={labelId} className="cv-switch__label">
          {label}
        </span>
        {description && (
          <p id={descriptionId} className="cv-switch__description">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
