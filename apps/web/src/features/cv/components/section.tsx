import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import './section.css';

/** Below this width (the layout's 48rem breakpoint) sections fold to their headings. */
const NARROW_QUERY = '(max-width: 47.99rem)';

function subscribeNarrow(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribeNarrow, isNarrow, () => false);
}

interface SectionsState {
  narrow: boolean;
  isOpen: (id: string) => boolean;
  setOpen: (id: string, open: boolean) => void;
  /** Opens a section and moves focus and the view to its heading (the section index uses it). */
  goTo: (id: string) => void;
}

const SectionsContext = createContext<SectionsState | null>(null);

function useSections(): SectionsState {
  const value = useContext(SectionsContext);
  if (!value) throw new Error('CvSection outside CvSections');
  return value;
}

/**
 * Which sections are open. On a phone the CV is a list of folded sections (a long page is hard to move through on
 * a small screen); from 48rem every section is open and there is no fold button.
 */
export function CvSections({ children }: { children: ReactNode }) {
  const narrow = useNarrowScreen();
  const [open, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());

  const setOpen = useCallback((id: string, value: boolean) => {
    setOpenIds((current) => {
      if (current.has(id) === value) return current;
      const next = new Set(current);
      if (value) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const goTo = useCallback(
    (id: string) => {
      setOpen(id, true);
      // After the next paint, so that a folded section has opened before its heading takes focus.
      requestAnimationFrame(() => {
        document.querySelector<HTMLElement>(`#${id} [data-section-focus]`)?.focus({ preventScroll: true });
        document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
        history.replaceState(history.state, '', `#${id}`);
      });
    },
    [setOpen],
  );

  const value = useMemo<SectionsState>(() => ({ narrow, isOpen: (id) => !narrow || open.has(id), setOpen, goTo }), [narrow, open, setOpen, goTo]);
  return <SectionsContext.Provider value={value}>{children}</SectionsContext.Provider>;
}

interface CvSectionProps {
  id: string;
  title: string;
  /** Shown next to a folded heading on a phone: a count of items, or the value of a one-value section. */
  summary?: string | undefined;
  /** Buttons of the heading row (Edit, Add). */
  actions?: ReactNode;
  /** Editing keeps the section open on a phone. */
  editing?: boolean;
  children: ReactNode;
}

export function CvSection({ id, title, summary, actions, editing = false, children }: CvSectionProps) {
  const { narrow, isOpen, setOpen } = useSections();
  const titleId = useId();
  const bodyId = useId();
  const open = isOpen(id) || editing;
  useEffect(() => {
    if (editing) setOpen(id, true);
  }, [editing, id, setOpen]);

  return (
    <section id={id} className="card cv-section" aria-labelledby={titleId}>
      <div className="cv-section__header">
        <h2 id={titleId} className="cv-section__title" tabIndex={narrow ? undefined : -1} data-section-focus={narrow ? undefined : ''}>
          {narrow ? (
            <button
              type="button"
              className="cv-section__toggle"
              aria-expanded={open}
              aria-controls={bodyId}
              data-section-focus=""
              onClick={() => setOpen(id, !open)}
            >
              <span>{title}</span>
              {summary && !open && <span className="cv-section__summary">{summary}</span>}
              <span className="cv-section__chevron" aria-hidden="true" />
            </button>
          ) : (
            title
          )}
        </h2>
        {actions && (!narrow || open) && <div className="cv-section__actions">{actions}</div>}
      </div>
      <div id={bodyId} className="cv-section__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}

/** How long a section's "Saved" line stays: long enough to read, gone before a page of them piles up. */
const STATUS_MS = 8000;

/** The message of a section's status line and the function that shows one (null clears it). */
export function useStatusMessage(): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback((next: string | null) => {
    window.clearTimeout(timer.current);
    setMessage(next);
    if (next) timer.current = window.setTimeout(() => setMessage(null), STATUS_MS);
  }, []);
  return [message, show];
}

/** A polite live region that says what the last action of a section did ("Saved", "Deleted"). */
export function SectionStatus({ message }: { message: string | null }) {
  return (
    <p role="status" className={message ? 'cv-status' : 'cv-status cv-status--empty'}>
      {message ? (
        <>
          <span className="cv-status__icon" aria-hidden="true">
            ✓
          </span>
          {message}
        </>
      ) : null}
    </p>
  );
}

/** Moves focus to a section's heading, e.g. after the item that had focus was deleted. */
export function focusSectionHeading(sectionId: string): void {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${sectionId} [data-section-focus]`)?.focus());
}

/** What the section index needs: whether sections fold, and how to open one and move to it. */
export function useSectionNavigation(): Pick<SectionsState, 'narrow' | 'goTo'> {
  const { narrow, goTo } = useSections();
  return { narrow, goTo };
}
