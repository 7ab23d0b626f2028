import { LANGUAGES, type AgreementState, type Language } from '@portal/shared';

/** An agreement state's name in the three languages: a notification is read in whichever its reader uses then. */
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

export function agreementStateNames(state: AgreementState): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, stateNames[language][state]])) as Record<Language, string>;
}
