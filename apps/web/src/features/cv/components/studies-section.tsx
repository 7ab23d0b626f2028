import { useState } from 'react';
import { formatGrade, GRADE_SCALE, type CvDatos } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useBrand } from '@/lib/brand';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDeleteStudy } from '../api/delete-study';
import { useEditStudy } from '../api/edit-study';
import { useWithdrawUniversityStudy } from '../api/withdraw-university-study';
import { formatTimestamp } from '../utils/dates';
import { fieldMode } from '../utils/field-rules';
import { ActionButton } from './buttons';
import { CvSection, focusSectionHeading, SectionStatus } from './section';
import { StudyForm, type Study, type StudyFormKind } from './study-form';
import { useEditor } from './use-editor';

type Target = { kind: 'university-new' | 'other-new' } | { kind: 'edit'; id: number };
type Pending = { action: 'delete' | 'withdraw'; study: Study };

const SECTION_ID = 'cv-estudios';

/**
 * University studies come from the institution: they can be hidden from companies or withdrawn (kept for the
 * record), never deleted (48). Other studies are added, edited and deleted; the CV keeps at least one (62).
 */
export function StudiesSection({ cv }: { cv: CvDatos }) {
  const { t } = useTranslation('cv');
  const language = useLanguage();
  const brand = useBrand();
  const editor = useEditor<Target>();
  const remove = useDeleteStudy();
  const withdraw = useWithdrawUniversityStudy();
  const toggleHidden = useEditStudy();
  const [pending, setPending] = useState<Pending | null>(null);
  const rules = brand.fields.datosAcademicos;
  const shows = (rule: string) => fieldMode(rules[rule], null) !== 'hidden';
  const lastError = remove.error ?? withdraw.error ?? toggleHidden.error;

  const resetErrors = () => {
    remove.reset();
    withdraw.reset();
    toggleHidden.reset();
  };

  const confirm = () => {
    if (!pending) return;
    const { action, study } = pending;
    resetErrors();
    const mutation = action === 'delete' ? remove : withdraw;
    mutation.mutate(study.id, {
      onSuccess: () => {
        editor.setStatus(t(action === 'delete' ? 'studies.deleted' : 'studies.withdrawn', { titulo: study.titulo }));
        if (action === 'delete') focusSectionHeading(SECTION_ID);
      },
      onSettled: () => setPending(null),
    });
  };

  /** The hidden flag goes with the whole study: an edit carries every field (contract rule). */
  const flipHidden = (study: Study) => {
    resetErrors();
    editor.setStatus(null);
    toggleHidden.mutate(
      {
        id: study.id,
        centro: study.centro ?? undefined,
        anioFin: study.anioFin ?? undefined,
        finalizado: study.finalizado,
        notaMedia: study.notaMedia ?? undefined,
        curso: study.curso ?? undefined,
        creditosSuperados: study.creditosSuperados ?? undefined,
        oculto: !study.oculto,
      },
      { onSuccess: () => editor.setStatus(t(study.oculto ? 'studies.shownNow' : 'studies.hiddenNow', { titulo: study.titulo })) },
    );
  };

  const years = (study: Study) => {
    if (study.anioInicio === null) return null;
    if (study.anioFin !== null) return `${study.anioInicio} – ${study.anioFin}`;
    return t('studies.since', { year: study.anioInicio });
  };

  const formKind = (study: Study): StudyFormKind => (study.universitario ? 'university-edit' : 'other');
  const active = cv.estudios.filter((study) => study.fechaBaja === null);

  return (
    <CvSection id={SECTION_ID} title={t('sections.studies')} summary={String(active.length)} editing={editor.editing}>
      <SectionStatus message={editor.status} />
      <ApiErrorAlert error={lastError} />
      {cv.estudios.length === 0 && <p className="muted">{t('studies.empty')}</p>}
      <ul className="cv-items">
        {cv.estudios.map((study) => {
          const editingThis = editor.target?.kind === 'edit' && editor.target.id === study.id;
          const withdrawn = study.fechaBaja !== null;
          return (
            <li key={study.id} className={['cv-item', withdrawn ? 'cv-item--closed' : ''].filter(Boolean).join(' ')}>
              {editingThis ? (
                <div className="cv-item__form">
                  <h3 className="cv-item__title">{t('common.editing', { name: study.titulo })}</h3>
                  <StudyForm
                    kind={formKind(study)}
                    study={study}
                    language={language}
                    formRef={editor.formRef}
                    onDone={(saved) => editor.close(saved ? t('common.saved') : null)}
                  />
                </div>
              ) : (
                <>
                  <div className="cv-item__main">
                    <h3 className="cv-item__title">{study.titulo}</h3>
                    <p className="cv-badges">
                      <span className="cv-badge">{t(`studies.levels.${study.nivel}`)}</span>
                      {study.universitario && <span className="cv-badge cv-badge--brand">{t('studies.university')}</span>}
                      {study.oculto && !withdrawn && <span className="cv-badge cv-badge--muted">{t('studies.hiddenBadge')}</span>}
                      {withdrawn && (
                        <span className="cv-badge cv-badge--muted">{t('studies.withdrawnBadge', { date: formatTimestamp(study.fechaBaja, language) })}</span>
                      )}
                    </p>
                    {shows('centro') && study.centro && <p className="cv-item__subtitle">{study.centro}</p>}
                    <p className="cv-item__meta">
                      {[
                        years(study),
                        study.finalizado ? t('studies.finished') : t('studies.inProgress'),
                        study.curso !== null && t('studies.courseView', { curso: study.curso }),
                        shows('notaMedia') && study.notaMedia !== null && t('studies.gradeView', { nota: formatGrade(study.notaMedia, language), ...GRADE_SCALE }),
                        shows('creditosSuperados') &&
                          study.creditosSuperados !== null &&
                          (study.creditosTotales !== null
                            ? t('studies.creditsOf', { passed: study.creditosSuperados.toLocaleString(language), total: study.creditosTotales.toLocaleString(language) })
                            : t('studies.credits', { passed: study.creditosSuperados.toLocaleString(language) })),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  {!withdrawn && (
                    <div className="cv-item__actions">
                      <ActionButton icon="edit" context={study.titulo} onClick={() => editor.open({ kind: 'edit', id: study.id })} disabled={editor.editing}>
                        {t('common.edit')}
                      </ActionButton>
                      {study.universitario ? (
                        <>
                          <ActionButton
                            context={study.titulo}
                            onClick={() => flipHidden(study)}
                            disabled={editor.editing}
                            busy={toggleHidden.isPending && toggleHidden.variables?.id === study.id}
                          >
                            {study.oculto ? t('studies.show') : t('studies.hide')}
                          </ActionButton>
                          <ActionButton
                            variant="danger"
                            context={study.titulo}
                            onClick={() => setPending({ action: 'withdraw', study })}
                            disabled={editor.editing}
                          >
                            {t('studies.withdraw')}
                          </ActionButton>
                        </>
                      ) : (
                        <ActionButton
                          icon="delete"
                          variant="danger"
                          context={study.titulo}
                          onClick={() => setPending({ action: 'delete', study })}
                          disabled={editor.editing}
                        >
                          {t('common.delete')}
                        </ActionButton>
                      )}
                    </div>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
      {editor.target?.kind === 'university-new' || editor.target?.kind === 'other-new' ? (
        <div className="cv-item cv-item--new">
          <h3 className="cv-item__title">{t(editor.target.kind === 'university-new' ? 'studies.newUniversity' : 'studies.newOther')}</h3>
          <StudyForm
            kind={editor.target.kind === 'university-new' ? 'university-new' : 'other'}
            study={null}
            language={language}
            formRef={editor.formRef}
            onDone={(saved) => editor.close(saved ? t('studies.added') : null)}
          />
        </div>
      ) : (
        <div className="cv-list-actions">
          <ActionButton icon="add" onClick={() => editor.open({ kind: 'university-new' })} disabled={editor.editing}>
            {t('studies.addUniversity')}
          </ActionButton>
          <ActionButton icon="add" onClick={() => editor.open({ kind: 'other-new' })} disabled={editor.editing}>
            {t('studies.addOther')}
          </ActionButton>
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t(pending?.action === 'withdraw' ? 'studies.withdrawTitle' : 'studies.deleteTitle')}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
        busy={remove.isPending || withdraw.isPending}
        danger
        confirmLabel={t(pending?.action === 'withdraw' ? 'studies.withdrawConfirm' : 'studies.deleteConfirm')}
      >
        <p>{t(pending?.action === 'withdraw' ? 'studies.withdrawQuestion' : 'studies.deleteQuestion', { titulo: pending?.study.titulo ?? '' })}</p>
      </ConfirmDialog>
    </CvSection>
  );
}
