// Every field of a form comes from the form kit (components/ui: form-fields, file-dropzone, back-office-list), so
// its label, hint, error and required state are tied to the control the same way everywhere. A raw <input>,
// <select> or <textarea> elsewhere fails here unless the list below names it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const KIT = 'components/ui/';

/** Raw controls that are right where they are (each says why in a comment beside it). */
const RIGHT = {
  'features/cv/components/profile-image-editor.tsx': 1, // the photo's zoom slider: the kit has no range
  'features/language/components/language-select.tsx': 1, // the header's compact language switch
};

/**
 * Raw controls still to move onto the kit: none may be added, and the count of a file must go down, not up.
 * Check-box groups registered as arrays and privacy boxes with an error wait for a CheckboxField with an error;
 * the pickers and filters (chips, degrees, languages, offer filters) hold their own combobox or list state.
 */
const TO_MOVE = {
  'features/candidacies/components/pre-enrolment-panel.tsx': 1,
  'features/company-account/components/contact-form.tsx': 2,
  'features/company-account/components/request-account-form.tsx': 1,
  'features/company-offers/components/degree-picker.tsx': 3,
  'features/company-offers/components/id-checklist.tsx': 2,
  'features/company-offers/components/language-requirements.tsx': 2,
  'features/company-offers/routes/my-offers.tsx': 2,
  'features/cv/components/chip-picker.tsx': 1,
  'features/internships/components/proposal-form.tsx': 2,
  'features/internships/components/upload-dialog.tsx': 2,
  'features/offers/components/offer-filters.tsx': 3,
  'features/offers/routes/offer-list.tsx': 1,
  'features/registration/components/registration-form.tsx': 1,
  'features/staff-settings/components/fields-form.tsx': 1,
};

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path.relative(src, full).split(path.sep).join('/')] : [];
  });
}

/** The raw controls of a file, comments left out (a comment may name '<select>'). */
function rawControls(file: string): number {
  const code = fs
    .readFileSync(path.join(src, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  return code.match(/<(input|select|textarea)\b/g)?.length ?? 0;
}

const found = Object.fromEntries(
  sources(src)
    .filter((file) => !file.startsWith(KIT))
    .map((file) => [file, rawControls(file)] as const)
    .filter(([, count]) => count > 0),
);

describe('the form kit', () => {
  it('finds the kit’s own controls', () => {
    expect(rawControls(`${KIT}form-fields.tsx`)).toBeGreaterThan(0);
  });

  it('is the only place with raw inputs, selects and text areas, but for the files listed', () => {
    const allowed: Record<string, number> = { ...RIGHT, ...TO_MOVE };
    const extra = Object.entries(found)
      .filter(([file, count]) => count > (allowed[file] ?? 0))
      .map(([file, count]) => `${file}: ${count} raw control(s), ${allowed[file] ?? 0} allowed`);
    expect(extra).toEqual([]);
  });

  it('keeps the list exact: a file that moved onto the kit leaves it', () => {
    const stale = Object.entries({ ...RIGHT, ...TO_MOVE })
      .filter(([file, count]) => (found[file] ?? 0) < count)
      .map(([file, count]) => `${file}: ${found[file] ?? 0} raw control(s), listed with ${count}`);
    expect(stale).toEqual([]);
  });
});
