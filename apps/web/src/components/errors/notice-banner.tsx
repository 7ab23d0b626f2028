import { useLocation, useNavigate } from 'react-router';
import { pathFor } from '@/config/routes';
import { useBrand } from '@/lib/brand';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { dismissNotice, useNotice } from '@/lib/notices';
import { endSession, useUser } from '@/lib/session';
import { describeNotice } from './describe-notice';
import { redirectRoute } from './redirect-route';

/**
 * The banner under the header for the catalogue message of the moment (spec 2 §8.1): important errors leave only
 * an accept button that logs out; the others can be closed, and a redirect target adds a button to its page.
 */
export function NoticeBanner() {
  const notice = useNotice();
  const { t } = useTranslation();
  const language = useLanguage();
  const brand = useBrand();
  const user = useUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!notice) return null;

  const view = describeNotice(notice, language, { email: brand.contactEmail });
  const tone = view.kind === 'notice' ? 'success' : view.category === 'secondary' ? 'info' : 'error';

  const acceptAndLogOut = () => {
    endSession('logout');
    dismissNotice();
    void navigate(pathFor('login', language));
  };

  const goToTarget = () => {
    if (!view.redirect) return;
    const route = redirectRoute(view.redirect, { pathname, role: user?.rol });
    dismissNotice();
    void navigate(pathFor(route, language));
  };

  return (
    <div className={`notice notice--${tone} notice--${view.category}`} role={view.kind === 'notice' ? 'status' : 'alert'}>
      <div className="notice__inner">
        <div className="notice__text">
          <p className="notice__title">{view.title}</p>
          <p className="notice__body">{view.body}</p>
        </div>
        <div className="notice__actions">
          {view.category === 'important' ? (
            <button type="button" className="button button--primary" onClick={acceptAndLogOut}>
              {view.button ?? t('notices.accept')}
            </button>
          ) : (
            <>
              {view.redirect ? (
                <button type="button" className="button button--primary" onClick={goToTarget}>
                  {view.button ?? t(`notices.goTo.${view.redirect}`)}
                </button>
              ) : (
                view.button && (
                  <button type="button" className="button button--primary" onClick={dismissNotice}>
                    {view.button}
                  </button>
                )
              )}
              <button type="button" className="notice__close" onClick={dismissNotice} aria-label={t('notices.dismiss')}>
                <span aria-hidden="true">×</span>
              </button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
