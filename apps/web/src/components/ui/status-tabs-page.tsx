import { useState, type ReactNode } from 'react';
import { Tabs } from '@/components/ui/tabs';

/**
 * A back-office page of tabs whose actions say what they did in one status line above the tabs (a live region, so
 * screen readers hear it), cleared when another tab is chosen. Each panel gets `onDone` to set that line.
 */
export function StatusTabsPage<T extends string>({
  label,
  tabs,
  initial,
  renderPanel,
}: {
  label: string;
  tabs: readonly { id: T; label: string }[];
  initial: T;
  renderPanel: (tab: T, onDone: (message: string) => void) => ReactNode;
}) {
  const [done, setDone] = useState('');
  const [tab, setTab] = useState<T>(initial);
  return (
    <div className="page-content bo-detail">
      <p className="bo-status" role="status">
        {done}
      </p>
      <Tabs
        label={label}
        tabs={tabs}
        active={tab}
        onSelect={(next) => {
          setDone('');
          setTab(next);
        }}
        renderPanel={(panel) => renderPanel(panel, setDone)}
      />
    </div>
  );
}
