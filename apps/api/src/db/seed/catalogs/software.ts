import type { CatalogRow } from './types.ts';

type SoftwareTuple = readonly [id: number, code: string, name: string];

/** Computer programmes of the CV and of offer requirements (ProgramasInformaticos). Product names need no translation. */
const ROWS: readonly SoftwareTuple[] = [
  [1, 'excel', 'Microsoft Excel'],
  [2, 'word', 'Microsoft Word'],
  [3, 'powerpoint', 'Microsoft PowerPoint'],
  [4, 'power-bi', 'Microsoft Power BI'],
  [5, 'sap', 'SAP ERP'],
  [6, 'salesforce', 'Salesforce'],
  [7, 'a3', 'Wolters Kluwer a3innuva'],
  [8, 'sage', 'Sage 50'],
  [9, 'autocad', 'AutoCAD'],
  [10, 'revit', 'Autodesk Revit'],
  [11, 'solidworks', 'SolidWorks'],
  [12, 'matlab', 'MATLAB'],
  [13, 'spss', 'IBM SPSS Statistics'],
  [14, 'r', 'R'],
  [15, 'python', 'Python'],
  [16, 'java', 'Java'],
  [17, 'typescript', 'JavaScript / TypeScript'],
  [18, 'sql', 'SQL'],
  [19, 'git', 'Git'],
  [20, 'docker', 'Docker'],
  [21, 'photoshop', 'Adobe Photoshop'],
  [22, 'illustrator', 'Adobe Illustrator'],
  [23, 'indesign', 'Adobe InDesign'],
  [24, 'premiere', 'Adobe Premiere Pro'],
  [25, 'figma', 'Figma'],
  [26, 'wordpress', 'WordPress'],
  [27, 'google-analytics', 'Google Analytics'],
  [28, 'qgis', 'QGIS'],
  [29, 'tableau', 'Tableau'],
  [30, 'opera-pms', 'Oracle Opera PMS'],
];

export const SOFTWARE: readonly CatalogRow[] = ROWS.map(([id, code, name]) => ({ id, code, ca: name, es: name, en: name }));
