import type { TestProject } from 'vitest/node';
import { buildTemplate, type TemplateDatabase } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

/** Once per run of the API project: the database each test file copies (testing/template-database.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, remove } = await buildTemplate();
  project.provide('templateDatabase', template);
  return remove;
}
