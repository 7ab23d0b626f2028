import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { useTranslation } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { useMyCompanies, useSwitchCompany } from '../api/switch-company';
import './header-company-switch.css';

/**
 * The company a contact is acting for, in the header of every page, and for a contact of several companies the way
 * to act for another one (cambiaEmpresa: the session is replaced, every cached answer dropped, and the portal opens
 * at that company's home). Loaded only for the company role (app/layout/header.tsx), so no one else fetches it.
 */
export default function HeaderCompanySwitch() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const companies = useMyCompanies();
  const switchCompany = useSwitchCompany();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const name = user?.nombreEmpresa;
  if (!name) return null;
  const others = (companies.data?.empresas ?? []).filter((company) => company.idEmpresa !== companies.data?.idEmpresaActual);
  // A contact of one company: the name says who they act for; there is nothing to switch to.
  if (others.length === 0) {
    return (
      <span className="company-switcher__current" title={t('header.company.current', { empresa: name })}>
        <span className="visually-hidden">{t('header.company.current', { empresa: name })}</span>
        <span className="company-switcher__name" aria-hidden="true">
          {name}
        </span>
      </span>
    );
  }

  return (
    <div className="company-switcher" ref={root}>
      <button
        type="button"
        ref={button}
        className="company-switcher__button"
        aria-expanded={open}
        aria-controls={panelId}
        title={t('header.company.current', { empresa: name })}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="visually-hidden">{t('header.company.current', { empresa: name })}</span>
        <svg className="company-switcher__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 21V5l8-3v5l8 3v11h-7v-4h-2v4H4Zm3-13v2h2V8H7Zm0 4v2h2v-2H7Zm4-4v2h2V8h-2Zm0 4v2h2v-2h-2Zm4 0v2h2v-2h-2Z" />
        </svg>
        <span className="company-switcher__name" aria-hidden="true">
          {name}
        </span>
        <span className="company-switcher__caret" aria-hidden="true" />
      </button>
      <div id={panelId} className="company-switcher__panel" role="group" aria-labelledby={titleId} hidden={!open}>
        <p id={titleId} className="company-switcher__title">
          {t('header.company.switchTitle')}
        </p>
        <ul className="company-switcher__list">
          {others.map((company) => (
            <li key={company.idEmpresa}>
              <button
                type="button"
                className="company-switcher__choice"
                disabled={switchCompany.isPending}
                onClick={() => {
                  // Awaited rather than an onSuccess of mutate: the switch drops every cached answer and the page
                  // behind reloads its data, which may unmount this header part before a per-call callback runs.
                  void switchCompany
                    .mutateAsync(company.idEmpresa)
                    .then(() => {
                      setOpen(false);
                      return navigate('/');
                    })
                    .catch(() => undefined);
                }}
              >
                {company.validada ? company.nombre : t('header.company.notValidated', { empresa: company.nombre })}
              </button>
            </li>
          ))}
        </ul>
        {switchCompany.isPending && (
          <p className="company-switcher__busy" role="status">
            {t('header.company.switching')}
          </p>
        )}
        <ApiErrorAlert error={switchCompany.error} />
      </div>
    </div>
  );
}
