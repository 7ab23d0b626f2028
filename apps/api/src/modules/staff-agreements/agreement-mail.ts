import type { AgreementState, Language } from '@portal/shared';
import type { MailMessage } from '../../mail/mailer.ts';
import { noticeMail, type MailTemplate } from '../../mail/notice-mail.ts';

const stateNames: Record<Language, Record<AgreementState, string>> = {
  es: {
    generado: 'generado',
    firmadoEmpresa: 'firmado por la empresa',
    enviadoSecretaria: 'enviado a secretaría',
    formalizado: 'formalizado',
    erroneo: 'erróneo',
    caducado: 'caducado',
  },
  ca: {
    generado: 'generat',
    firmadoEmpresa: "signat per l'empresa",
    enviadoSecretaria: 'enviat a secretaria',
    formalizado: 'formalitzat',
    erroneo: 'erroni',
    caducado: 'caducat',
  },
  en: {
    generado: 'generated',
    firmadoEmpresa: 'signed by the company',
    enviadoSecretaria: 'sent to the secretariat',
    formalizado: 'formalised',
    erroneo: 'erroneous',
    caducado: 'expired',
  },
};

const templates = (remark: boolean): Record<Language, MailTemplate> => ({
  es: {
    subject: 'Convenio de colaboración: {estado}',
    body: `El servicio de empleo ha cambiado el estado del convenio de colaboración de {empresa} a «{estado}».${remark ? '\n\nObservaciones: {observaciones}' : ''}\n\nPuedes consultarlo en el apartado Documentación del portal.`,
  },
  ca: {
    subject: 'Conveni de col·laboració: {estado}',
    body: `El servei d'ocupació ha canviat l'estat del conveni de col·laboració de {empresa} a «{estado}».${remark ? '\n\nObservacions: {observaciones}' : ''}\n\nEl pots consultar a l'apartat Documentació del portal.`,
  },
  en: {
    subject: 'Collaboration agreement: {estado}',
    body: `The employment service has changed the state of the collaboration agreement of {empresa} to "{estado}".${remark ? '\n\nRemarks: {observaciones}' : ''}\n\nYou can see it in the Documentation section of the portal.`,
  },
});

/** The mail a company contact receives when the service moves the company's agreement, in the contact's language. */
export function agreementMovedMail(to: string, language: string, state: AgreementState, company: string, remark: string | null): MailMessage {
  const lang: Language = language === 'ca' || language === 'en' ? language : 'es';
  return noticeMail(to, language, templates(remark !== null), { empresa: company, estado: stateNames[lang][state], observaciones: remark ?? '' });
}
