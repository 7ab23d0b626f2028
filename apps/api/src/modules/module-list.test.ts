import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED, MODULES_DIR, featureFolders, libraryFolders } from '../../scripts/module-list.ts';
import { MODULES } from './index.ts';

/*
 * The app gathers its features from two written lists (modules/index.ts and modules/migrations.ts) because the
 * bundled server has no folders to read. They are written from the folders by `npm run modules`; these tests fail
 * when a folder, or a migration in one, was added or removed without writing them again.
 */
describe('the generated lists of src/modules', () => {
  for (const [file, source] of Object.entries(GENERATED)) {
    it(`modules/${file} lists every feature folder (run \`npm run modules --workspace @portal/api\` if not)`, () => {
      expect(fs.readFileSync(path.join(MODULES_DIR, file), 'utf8')).toBe(source());
    });
  }

  it("registers each folder's own module, named after the folder", () => {
    expect(MODULES.map((module) => module.name)).toEqual(featureFolders());
  });

  it('keeps the library folders (an index.ts without a module, no routes) to the ones meant as libraries', () => {
    // A feature whose index.ts lost its `<feature>Module` would otherwise drop out of the app without a word.
    expect(libraryFolders()).toEqual(['staff']);
    expect(MODULES.map((module) => module.name)).not.toContain('staff');
  });
});
