import { useId, type ReactNode } from 'react';
import type { OfferDetail } from '@portal/shared';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { formatEuros, formatNumber, offerPlace, salaryRange } from '@/lib/offer-format';
import { OfferBadges } from './offer-badges';
import { OFFER_PROFILE } from '@portal/shared';
import './offer-detail.css';

/** The top of the offer page: marks, title, company, where and when, tags. */
export function OfferHead({ offer }: { offer: OfferDetail }) {
  const { t } = useTranslation('offers');
  const place = offerPlace(offer);
  const meta = [
    place,
    offer.fecha && t('card.published', { date: offer.fecha }),
    offer.fechaCaducidad && !offer.caducada && t('detail.deadline', { date: offer.fechaCaducidad }),
    t('detail.reference', { reference: offer.referencia }),
  ].filter((item): item is string => Boolean(item));
  return (
    <header className="card offer-detail__head">
      <OfferBadges offer={offer} />
      <h2 className="offer-detail__title">{offer.titulo}</h2>
      <p className="offer-detail__company">{offer.empresa ?? t('card.hiddenCompany')}</p>
      <ul className="offer-detail__meta">
        {meta.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {offer.etiquetas.length > 0 && (
        <ul className="tag-list" aria-label={t('detail.tags')}>
          {offer.etiquetas.map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card offer-section" aria-labelledby={id}>
      <h3 id={id} className="offer-section__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * Every field of the offer that is set (spec 1 §3 "Offer"), grouped as a candidate reads them: what the job is,
 * what it offers, what it asks for, which degrees, and who offers it.
 */
export function OfferSections({ offer }: { offer: OfferDetail }) {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const salary = salaryRange(offer, language);
  const conditions: [string, string | null][] = [
    [t('detail.type'), t(offer.idPerfil === OFFER_PROFILE.internship ? 'type.practicas' : 'type.empleo')],
    [t('detail.contract'), offer.contrato],
    [t('detail.salary'), salary],
    [t('detail.grant'), offer.ayudaMensual !== null ? formatEuros(offer.ayudaMensual, language) : null],
    [t('detail.otherPay'), offer.remuneracionOtra],
    [t('detail.modality'), offer.modalidad && t(`modality.${offer.modalidad}`)],
    [t('detail.places'), String(offer.plazas)],
    [t('detail.schedule'), offer.horario],
    [t('detail.hoursPerDay'), offer.horasDia !== null ? formatNumber(offer.horasDia, language) : null],
    [t('detail.dedication'), offer.dedicacion !== null ? t('detail.dedicationValue', { value: formatNumber(offer.dedicacion, language) }) : null],
    [t('detail.startDate'), offer.fechaInicio],
    [t('detail.endDate'), offer.fechaFin],
    [t('detail.duration'), offer.duracionMeses !== null ? t('detail.months', { count: offer.duracionMeses }) : null],
    [t('detail.place'), offerPlace(offer)],
    [t('detail.campus'), offer.campus],
    [t('detail.programme'), offer.programa],
    [t('detail.sector'), offer.sector],
    [t('detail.functionalArea'), offer.areaFuncional],
  ];
  const shownConditions = conditions.filter((entry): entry is [string, string] => Boolean(entry[1]));
  const hasRequirements = offer.requisitos.length > 0 || offer.programasInformaticos.length > 0 || offer.documentacionNecesaria.length > 0;
  const company = offer.datosEmpresa;

  return (
    <>
      <Section title={t('detail.description')}>
        <p className="offer-section__text">{offer.descripcion}</p>
      </Section>
      {offer.tareas && (
        <Section title={t('detail.tasks')}>
          <p className="offer-section__text">{offer.tareas}</p>
        </Section>
      )}
      <Section title={t('detail.conditions')}>
        <dl className="facts">
          {shownConditions.map(([label, value]) => (
            <div key={label} className="facts__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      {hasRequirements && (
        <Section title={t('detail.requirements')}>
          {offer.requisitos.length > 0 && (
            <ul className="offer-section__list">
              {offer.requisitos.map((requirement) => (
                <li key={`${requirement.clave}-${requirement.descripcion}`}>{requirement.descripcion}</li>
              ))}
            </ul>
          )}
          {offer.programasInformaticos.length > 0 && (
            <>
              <h4 className="offer-section__subtitle">{t('detail.software')}</h4>
              <p>{offer.programasInformaticos.join(', ')}</p>
            </>
          )}
          {offer.documentacionNecesaria.length > 0 && (
            <>
              <h4 className="offer-section__subtitle">{t('detail.documents')}</h4>
              <ul className="offer-section__list">
                {offer.documentacionNecesaria.map((document) => (
                  <li key={document.idTipoDocumento}>{document.nombre}</li>
                ))}
              </ul>
            </>
          )}
        </Section>
      )}
      {offer.titulaciones.length > 0 && (
        <Section title={t('detail.degrees')}>
          <ul className="degree-list">
            {offer.titulaciones.map((degree) => (
              <li key={degree.id} className="degree-list__item">
                <span className="degree-list__name">{degree.nombre}</span>
                <span className="degree-list__meta">
                  {[degree.requerida ? t('detail.degreeRequired') : t('detail.degreeDesirable'), degree.nivel && t(`level.${degree.nivel}`, { defaultValue: degree.nivel }), degree.area]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section title={t('detail.company')}>
        {company ? (
          <>
            <p className="offer-section__company">{company.nombre}</p>
            {company.descripcion && <p className="offer-section__text">{company.descripcion}</p>}
            <dl className="facts">
              {company.sector && (
                <div className="facts__row">
                  <dt>{t('detail.sector')}</dt>
                  <dd>{company.sector}</dd>
                </div>
              )}
              {company.localidad && (
                <div className="facts__row">
                  <dt>{t('detail.companyPlace')}</dt>
                  <dd>{company.localidad}</dd>
                </div>
              )}
              {company.web && (
                <div className="facts__row">
                  <dt>{t('detail.website')}</dt>
                  <dd>
                    <a href={company.web} target="_blank" rel="noopener noreferrer">
                      {company.web.replace(/^https?:\/\//, '')}
                      <span className="visually-hidden"> {t('detail.newTab')}</span>
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          </>
        ) : (
          <p className="muted">{t('detail.companyHidden')}</p>
        )}
      </Section>
    </>
  );
}
