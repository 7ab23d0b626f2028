import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

interface TabsProps<T extends string> {
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<T>[];
  active: T;
  onSelect: (tab: T) => void;
  /** Every panel stays mounted (hidden when not active), so its data loads once and its state is kept. */
  renderPanel: (tab: T) => ReactNode;
  panelClassName?: string;
  /** With a single tab, show its panel alone, without a tab list around it. */
  hideSingleTab?: boolean;
}

/**
 * WAI-ARIA tabs: one tab in the tab order, the arrow keys move between tabs (wrapping) and select them, each panel
 * is labelled by its tab. Controlled: the page decides where the active tab lives (state, the query string...).
 */
export function Tabs<T extends string>({ label, tabs, active, onSelect, renderPanel, panelClassName, hideSingleTab = false }: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const asTabs = !(hideSingleTab && tabs.length <= 1);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.findIndex((tab) => tab.id === active);
    const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    tabRefs.current[next.id]?.focus();
  };

  return (
    <>
      {asTabs && (
        <div role="tablist" aria-label={label} className="tabs" onKeyDown={onKeyDown}>
          {tabs.map((tab) => (
            <button
              key={tab.id}
              ref={(node) => {
                tabRefs.current[tab.id] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${tab.id}-tab`}
              aria-selected={active === tab.id}
              aria-controls={`${baseId}-${tab.id}-panel`}
              tabIndex={active === tab.id ? 0 : -1}
              className="tabs__tab"
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      )}
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role={asTabs ? 'tabpanel' : undefined}
          id={`${baseId}-${tab.id}-panel`}
          aria-labelledby={asTabs ? `${baseId}-${tab.id}-tab` : undefined}
          hidden={active !== tab.id}
          className={panelClassName}
        >
          {renderPanel(tab.id)}
        </div>
      ))}
    </>
  );
}
