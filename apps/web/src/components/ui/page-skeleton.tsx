/**
 * The grey shape of a page whose code, texts or data are still on the way, inside the painted shell (header, menus,
 * footer): the user sees where the page will appear instead of a blank screen. Announced once as busy; the
 * shapes themselves are decoration.
 */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div className="page-skeleton" role="status" aria-busy="true" data-testid="page-skeleton">
      <span className="visually-hidden">{label}</span>
      <div className="page-skeleton__title" aria-hidden="true" />
      <div className="page-skeleton__line" aria-hidden="true" />
      <div className="page-skeleton__grid" aria-hidden="true">
        <div className="page-skeleton__card" />
        <div className="page-skeleton__card" />
        <div className="page-skeleton__card" />
      </div>
    </div>
  );
}
