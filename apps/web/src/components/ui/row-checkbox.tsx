/**
 * A table row's selection box, named by its aria-label: the form kit's checkbox carries a visible label, which a
 * table column of boxes has no room for (the back-office kit draws the same boxes for its own tables).
 */
export function RowCheckbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return <input type="checkbox" aria-label={label} checked={checked} onChange={onChange} />;
}
