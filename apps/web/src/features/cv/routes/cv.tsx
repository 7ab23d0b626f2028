import { practicePeriodBody, trainingLevelBody } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useEditCompetences } from '../api/edit-competences';
import { useEditInterests } from '../api/edit-interests';
import { useEditPracticePeriod } from '../api/edit-practice-period';
import { useEditSectorInterests } from '../api/edit-sector-interests';
import { useEditSoftware } from '../api/edit-software';
import { useEditTrainingLevel } from '../api/edit-training-level';
import { useCv } from '../api/get-cv';
import { useDomains } from '@/lib/reference-data';
import { useInterestTags } from '../api/get-interest-tags';
import { useSoftware } from '../api/get-software';
import { AccountEmailSection } from '../components/account-email-section';
import { ActiveSearchSection } from '../components/active-search-section';
import { BackToOffer } from '../components/back-to-offer';
import { ChoiceSection } from '../components/choice-section';
import { DocumentsSection } from '../components/documents-section';
import { ExperiencesSection } from '../components/experiences-section';
import { IdListSection } from '../components/id-list-section';
import { LanguagesSection } from '../components/languages-section';
import { PersonalDataSection } from '../components/personal-data-section';
import { PortfolioSection } from '../components/portfolio-section';
import { PresentationSection } from '../components/presentation-section';
import { ProfessionalSection } from '../components/professional-section';
import { ProfileCard } from '../components/profile-card';
import { CvSections } from '../components/section';
import { SectionIndex } from '../components/section-index';
import { StudiesSection } from '../components/studies-section';
import { toOptions } from '../components/use-reference';
import { useDomainList, useSortedDomainList } from '@/lib/reference-data';
import { WorkPermitSection } from '../components/work-permit-section';
import './cv.css';

/**
 * /cv (ca /ca/cv): the candidate's CV, kept up to date section by section. Each section shows its data and has its
 * own edit mode and save call; every save answers with the whole CV, which replaces the page's copy.
 */
export default function CvPage() {
  const { t } = useTranslation('cv');
  const language = useLanguage();
  const cv = useCv();
  const domains = useDomains();
  const tags = useInterestTags();
  const software = useSoftware();
  const sectors = useSortedDomainList('sectores', language);
  const competences = useSortedDomainList('competencias', language);
  const periods = useDomainList('periodosPracticas');
  const trainingLevels = domains.data?.nivelesFormativos ?? [];
  const saveInterests = useEditInterests();
  const saveSectors = useEditSectorInterests();
  const saveSoftware = useEditSoftware();
  const saveCompetences = useEditCompetences();
  const savePeriod = useEditPracticePeriod();
  const saveTrainingLevel = useEditTrainingLevel();

  if (cv.isPending) return <Loading label={t('loading')} />;
  if (cv.isError) {
    return (
      <div className="page-content">
        <ApiErrorAlert error={cv.error} />
        <p>
          <button type="button" className="button button--primary" onClick={() => void cv.refetch()}>
            {t('retry')}
          </button>
        </p>
      </div>
    );
  }
  const data = cv.data;

  const sections = [
    { id: 'cv-busqueda-activa', title: t('sections.activeSearch') },
    { id: 'cv-datos-personales', title: t('sections.personal') },
    { id: 'cv-correo-acceso', title: t('sections.accountEmail') },
    { id: 'cv-estudios', title: t('sections.studies') },
    { id: 'cv-experiencia', title: t('sections.experiences') },
    { id: 'cv-idiomas', title: t('sections.languages') },
    { id: 'cv-perfil-profesional', title: t('sections.professional') },
    { id: 'cv-permiso-trabajo', title: t('sections.workPermit') },
    { id: 'cv-presentacion', title: t('sections.presentation') },
    { id: 'cv-portfolio', title: t('sections.portfolio') },
    { id: 'cv-intereses', title: t('sections.interests') },
    { id: 'cv-sectores', title: t('sections.sectors') },
    { id: 'cv-programas', title: t('sections.software') },
    { id: 'cv-competencias', title: t('sections.competences') },
    { id: 'cv-periodo-practicas', title: t('sections.practicePeriod') },
    { id: 'cv-nivel-formativo', title: t('sections.trainingLevel') },
    { id: 'cv-documentos', title: t('sections.documents') },
  ];

  return (
    <CvSections>
      <div className="cv-page">
        <BackToOffer />
        <ProfileCard cv={data} />
        {domains.isError && <ApiErrorAlert error={domains.error} />}
        <div className="cv-layout">
          <SectionIndex entries={sections} />
          <div className="cv-sections">
            <ActiveSearchSection cv={data} />
            <PersonalDataSection cv={data} />
            <AccountEmailSection cv={data} />
            <StudiesSection cv={data} />
            <ExperiencesSection cv={data} />
            <LanguagesSection cv={data} />
            <ProfessionalSection cv={data} />
            <WorkPermitSection cv={data} />
            <PresentationSection cv={data} />
            <PortfolioSection cv={data} />
            <IdListSection
              id="cv-intereses"
              title={t('sections.interests')}
              intro={t('lists.interests.intro')}
              filterLabel={t('lists.interests.filter')}
              emptyText={t('lists.interests.empty')}
              chosen={data.intereses}
              options={tags.data ?? []}
              field="idsTags"
              save={{ ...saveInterests, mutate: (ids, options) => saveInterests.mutate({ idsTags: ids }, options) }}
            />
            <IdListSection
              id="cv-sectores"
              title={t('sections.sectors')}
              intro={t('lists.sectors.intro')}
              filterLabel={t('lists.sectors.filter')}
              emptyText={t('lists.sectors.empty')}
              chosen={data.sectoresInteres}
              options={sectors}
              field="idsSectores"
              save={{ ...saveSectors, mutate: (ids, options) => saveSectors.mutate({ idsSectores: ids }, options) }}
            />
            <IdListSection
              id="cv-programas"
              title={t('sections.software')}
              intro={t('lists.software.intro')}
              filterLabel={t('lists.software.filter')}
              emptyText={t('lists.software.empty')}
              chosen={data.programasInformaticos}
              options={software.data ?? []}
              field="idsProgramas"
              save={{ ...saveSoftware, mutate: (ids, options) => saveSoftware.mutate({ idsProgramas: ids }, options) }}
            />
            <IdListSection
              id="cv-competencias"
              title={t('sections.competences')}
              intro={t('lists.competences.intro')}
              filterLabel={t('lists.competences.filter')}
              emptyText={t('lists.competences.empty')}
              chosen={data.competencias}
              options={competences}
              field="idsCompetencias"
              save={{ ...saveCompetences, mutate: (ids, options) => saveCompetences.mutate({ idsCompetencias: ids }, options) }}
            />
            <ChoiceSection
              id="cv-periodo-practicas"
              title={t('sections.practicePeriod')}
              label={t('practicePeriod.label')}
              hint={t('practicePeriod.hint')}
              emptyText={t('practicePeriod.empty')}
              value={data.idPeriodoPreferencia}
              display={data.periodoPreferencia}
              options={toOptions(periods)}
              schema={practicePeriodBody}
              field="idPeriodoPreferencia"
              clearable
              save={savePeriod}
            />
            <ChoiceSection
              id="cv-nivel-formativo"
              title={t('sections.trainingLevel')}
              label={t('trainingLevel.label')}
              hint={t('trainingLevel.hint')}
              emptyText={t('trainingLevel.empty')}
              value={data.idNivelFormativo}
              display={data.nivelFormativo}
              options={toOptions(trainingLevels)}
              schema={trainingLevelBody}
              field="id"
              clearable={false}
              save={saveTrainingLevel}
            />
            <DocumentsSection cv={data} />
          </div>
        </div>
      </div>
    </CvSections>
  );
}
