import { useCallback, useEffect, useRef, useState } from 'react';
import { useStatusMessage } from './section';

const FIELD_SELECTOR = 'input:not([type="hidden"]):not([readonly]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button[role="switch"]';

const nameOf = (element: Element) => element.getAttribute('aria-label') ?? element.textContent;

/** The button that replaced `previous` (an Edit button is re-rendered once its form closes), by its name. */
function sameButton(section: HTMLElement | null, previous: HTMLElement | null): HTMLElement | undefined {
  if (!section || !previous) return undefined;
  const name = nameOf(previous);
  return Array.from(section.querySelectorAll<HTMLElement>('button')).find((button) => nameOf(button) === name);
}

/**
 * The edit state of a section: what is being edited (`true` for a one-form section, an item id or 'new' for a
 * list), where focus goes (the form's first field on open; back to the button that opened it on close, or the
 * section's heading when that button is gone), and the last outcome for the section's status line.
 */
export function useEditor<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [status, setStatus] = useStatusMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const section = useRef<HTMLElement | null>(null);
  const focusNext = useRef<'form' | 'opener' | null>(null);

  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === 'form') {
      formRef.current?.querySelector<HTMLElement>(FIELD_SELECTOR)?.focus();
    } else if (next === 'opener') {
      const element = opener.current;
      if (element?.isConnected) element.focus();
      else (sameButton(section.current, element) ?? section.current?.querySelector<HTMLElement>('[data-section-focus]'))?.focus();
    }
  }, [target]);

  const open = useCallback((next: T) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    section.current = opener.current?.closest('section') ?? null;
    focusNext.current = 'form';
    setStatus(null);
    setTarget(next);
  }, [setStatus]);

  /** Closes the form; `message` (e.g. "Saved") goes to the status line. */
  const close = useCallback((message: string | null = null) => {
    focusNext.current = 'opener';
    setStatus(message);
    setTarget(null);
  }, [setStatus]);

  return { target, editing: target !== null, open, close, status, setStatus, formRef };
}
