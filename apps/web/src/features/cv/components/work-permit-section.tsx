import { useTranslation } from '@/lib/i18n';
import type { CvDatos } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { useEditWorkPermit } from '../api/edit-work-permit';
import { CvSection, SectionStatus, useStatusMessage } from './section';
import { SwitchField } from './switch-field';

/** Whether the candidate may work in Spain: nationals of outside the EU need it for offers in Spain (code 34). */
export function WorkPermitSection({ cv }: { cv: CvDatos }) {
  const { t } = useTranslation('cv');
  const save = useEditWorkPermit();
  const [status, setStatus] = useStatusMessage();
  return (
    <CvSection id="cv-permiso-trabajo" title={t('sections.workPermit')} summary={cv.permisoTrabajo ? t('common.yes') : t('common.no')}>
      <ApiErrorAlert error={save.error} />
      <SwitchField
        label={t('workPermit.label')}
        description={t('workPermit.description')}
        checked={cv.permisoTrabajo}
        pending={save.isPending}
        onChange={(permiso) => {
          setStatus(null);
          save.mutate({ permiso }, { onSuccess: () => setStatus(t('common.saved')) });
        }}
        onText={t('common.yes')}
        offText={t('common.no')}
      />
      <SectionStatus message={status} />
    </CvSection>
  );
}
