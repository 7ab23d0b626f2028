import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  resolveLanguage,
  type BrandConfig,
  type Language,
} from '@portal/shared';
import caAuth from '../locales/ca/auth.json';
import caCandidacies from '../locales/ca/candidacies.json';
import caCommon from '../locales/ca/common.json';
import caCompany from '../locales/ca/company.json';
import caCompanyCandidates from '../locales/ca/companyCandidates.json';
import caCompanyOffers from '../locales/ca/companyOffers.json';
import caCv from '../locales/ca/cv.json';
import caHome from '../locales/ca/home.json';
import caInternships from '../locales/ca/internships.json';
import caLegal from '../locales/ca/legal.json';
import caOffers from '../locales/ca/offers.json';
import caRegistration from '../locales/ca/registration.json';
import caStaff from '../locales/ca/staff.json';
import caStaffContent from '../locales/ca/staffContent.json';
import enAuth from '../locales/en/auth.json';
import enCandidacies from '../locales/en/candidacies.json';
import enCommon from '../locales/en/common.json';
import enCompany from '../locales/en/company.json';
import enCompanyCandidates from '../locales/en/companyCandidates.json';
import enCompanyOffers from '../locales/en/companyOffers.json';
import enCv from '../locales/en/cv.json';
import enHome from '../locales/en/home.json';
import enInternships from '../locales/en/internships.json';
import enLegal from '../locales/en/legal.json';
import enOffers from '../locales/en/offers.json';
import enRegistration from '../locales/en/registration.json';
import enStaff from '../locales/en/staff.json';
import enStaffContent from '../locales/en/staffContent.json';
import esAuth from '../locales/es/auth.json';
import esCandidacies from '../locales/es/candidacies.json';
import esCommon from '../locales/es/common.json';
import esCompany from '../locales/es/company.json';
import esCompanyCandidates from '../locales/es/companyCandidates.json';
import esCompanyOffers from '../locales/es/companyOffers.json';
import esCv from '../locales/es/cv.json';
import esHome from '../locales/es/home.json';
import esInternships from '../locales/es/internships.json';
import esLegal from '../locales/es/legal.json';
import esOffers from '../locales/es/offers.json';
import esRegistration from '../locales/es/registration.json';
import esStaff from '../locales/es/staff.json';
import esStaffContent from '../locales/es/staffContent.json';

export const namespaces = ['common', 'auth', 'home', 'legal', 'cv', 'internships', 'registration', 'offers', 'candidacies', 'staff', 'company', 'companyCandidates', 'companyOffers', 'staffContent'] as const;

export const resources = {
  ca: { common: caCommon, auth: caAuth, home: caHome, legal: caLegal, cv: caCv, internships: caInternships, registration: caRegistration, offers: caOffers, candidacies: caCandidacies, staff: caStaff, company: caCompany, companyCandidates: caCompanyCandidates, companyOffers: caCompanyOffers, staffContent: caStaffContent },
  es: { common: esCommon, auth: esAuth, home: esHome, legal: esLegal, cv: esCv, internships: esInternships, registration: esRegistration, offers: esOffers, candidacies: esCandidacies, staff: esStaff, company: esCompany, companyCandidates: esCompanyCandidates, companyOffers: esCompanyOffers, staffContent: esStaffContent },
  en: { common: enCommon, auth: enAuth, home: enHome, legal: enLegal, cv: enCv, internships: enInternships, registration: enRegistration, offers: enOffers, candidacies: enCandidacies, staff: enStaff, company: enCompany, companyCandidates: enCompanyCandidates, companyOffers: enCompanyOffers, staffContent: enStaffContent },
} as const;

/** The one i18next instance of the app; initialised synchronously because every text is bundled. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...namespaces],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Spec 1 §1: the locally stored preference, else the brand default (`languagebydefault`), else Spanish. A stored
 * language the brand does not offer (English on a Catalan/Spanish-only brand) is skipped.
 */
export function resolveInitialLanguage(
  stored: string | null,
  brand: Pick<BrandConfig, 'languagebydefault' | 'languages'> | null,
): Language {
  const offered: readonly Language[] = brand?.languages ?? LANGUAGES;
  const candidates = [stored, brand?.languagebydefault].filter((l) => isLanguage(l) && offered.includes(l));
  return resolveLanguage(...candidates);
}

/** Switches the interface language and `<html lang>`; `persist` stores it as the user's preference. */
export async function applyLanguage(language: Language, { persist }: { persist: boolean }): Promise<void> {
  if (persist) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Without storage the choice lasts for this visit only.
    }
  }
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** The current interface language, re-rendering on change. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
