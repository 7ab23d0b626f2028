/**
 * The shape of a part whose reads are on their first try (`awaitingFirstAnswer`, lib/first-answer.ts): the part and
 * its actions are drawn once, in their place, when the answers are in. Announced once as busy; the shape itself is
 * decoration. Its style is in page-skeleton.css (the first style sheet), beside the page's own shape.
 */
export function PendingShape({ label }: { label: string }) {
  return (
    <div className="pending-shape" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <span className="pending-shape__block" aria-hidden="true" />
    </div>
  );
}
