import type auth from './locales/es/auth.json';
import type candidacies from './locales/es/candidacies.json';
import type common from './locales/es/common.json';
import type company from './locales/es/company.json';
import type companyCandidates from './locales/es/companyCandidates.json';
import type companyOffers from './locales/es/companyOffers.json';
import type cv from './locales/es/cv.json';
import type home from './locales/es/home.json';
import type internships from './locales/es/internships.json';
import type legal from './locales/es/legal.json';
import type offers from './locales/es/offers.json';
import type registration from './locales/es/registration.json';
import type staff from './locales/es/staff.json';
import type staffContent from './locales/es/staffContent.json';
import type staffAgreements from './locales/es/staffAgreements.json';
import type notifications from './locales/es/notifications.json';
import type programmes from './locales/es/programmes.json';
import type events from './locales/es/events.json';
import type companyInterns from './locales/es/companyInterns.json';
import type guidesHelp from './locales/es/guidesHelp.json';
import type surveys from './locales/es/surveys.json';

/**
 * Translation keys are typed from the Spanish texts (the default language; a test keeps the three languages' keys
 * equal), so a missing or misspelt key fails the type check instead of showing the key on screen.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      home: typeof home;
      legal: typeof legal;
      cv: typeof cv;
      internships: typeof internships;
      registration: typeof registration;
      offers: typeof offers;
      candidacies: typeof candidacies;
      staff: typeof staff;
      company: typeof company;
      companyCandidates: typeof companyCandidates;
      companyOffers: typeof companyOffers;
      staffContent: typeof staffContent;
      staffAgreements: typeof staffAgreements;
      companyInterns: typeof companyInterns;
      notifications: typeof notifications;
      programmes: typeof programmes;
      guidesHelp: typeof guidesHelp;
      surveys: typeof surveys;
      events: typeof events;
    };
  }
}
