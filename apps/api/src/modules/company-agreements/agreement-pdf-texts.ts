/** The languages a collaboration agreement is written in: the institution's two official languages. */
export type AgreementLanguage = 'ca' | 'es';

export interface AgreementPdfTexts {
  title: string;
  subtitle: string;
  parties: string;
  institution: string;
  company: string;
  cif: string;
  address: string;
  signer: string;
  signerRole: string;
  dni: string;
  contacts: string;
  management: string;
  billing: string;
  billingAccount: string;
  fees: string;
  feesText: string;
  order: string;
  orderNone: string;
  orderAnnual: (number: string) => string;
  orderEach: string;
  payment: string;
  directDebit: (iban: string) => string;
  transfer: string;
  signature: string;
  signatureDigital: string;
  signatureManual: string;
  term: string;
  noExpiry: string;
  expiresOn: (day: string) => string;
  clauses: string;
  clauseTexts: readonly string[];
  dataProtection: string;
  dataProtectionDefault: string;
  signatures: string;
  forInstitution: string;
  forCompany: string;
  /** Under each signature line: where and when it was signed. */
  signedAt: string;
  generated: (day: string) => string;
  page: string;
  fileName: (company: string) => string;
}

export const AGREEMENT_PDF_TEXTS: Record<AgreementLanguage, AgreementPdfTexts> = {
  es: {
    title: 'Convenio de colaboración',
    subtitle: 'para la realización de prácticas académicas externas y la difusión de ofertas de empleo',
    parties: 'Reunidos',
    institution: 'De una parte, la institución',
    company: 'De otra parte, la entidad colaboradora',
    cif: 'CIF',
    address: 'Domicilio',
    signer: 'Firmante en nombre de la entidad',
    signerRole: 'en calidad de',
    dni: 'DNI/NIE',
    contacts: 'Personas de contacto',
    management: 'Contacto para la gestión del convenio',
    billing: 'Contacto para la facturación',
    billingAccount: 'Datos de facturación',
    fees: 'Cuota',
    feesText:
      'La entidad colaboradora abonará una cuota de 45 euros más IVA por cada mes de prácticas. La cuota podrá revisarse anualmente según el Índice de Precios al Consumo (IPC).',
    order: 'Número de pedido',
    orderNone: 'La entidad no requiere número de pedido en sus facturas.',
    orderAnnual: (number) => `Número de pedido anual que constará en las facturas: ${number}.`,
    orderEach: 'La entidad comunicará un número de pedido para cada factura.',
    payment: 'Forma de pago',
    directDebit: (iban) => `Domiciliación bancaria en la cuenta ${iban}.`,
    transfer: 'Transferencia bancaria a la cuenta que figure en cada factura.',
    signature: 'Modalidad de firma',
    signatureDigital: 'Firma electrónica.',
    signatureManual: 'Firma manuscrita en papel (tramitación manual).',
    term: 'Vigencia',
    noExpiry: 'El convenio tiene vigencia indefinida mientras ninguna de las partes lo denuncie.',
    expiresOn: (day) => `El convenio estará vigente hasta el ${day}.`,
    clauses: 'Cláusulas',
    clauseTexts: [
      'Primera. Objeto. El presente convenio regula la colaboración entre ambas partes para que los estudiantes y titulados de la institución realicen prácticas académicas externas en la entidad colaboradora.',
      'Segunda. Proyecto formativo. Cada práctica tendrá un proyecto formativo, un tutor o tutora de la entidad y un tutor o tutora académico, y se formalizará con el documento de prácticas correspondiente.',
      'Tercera. Naturaleza. La realización de las prácticas no supondrá relación laboral alguna entre el estudiante y la entidad colaboradora.',
      'Cuarta. Seguro. Los estudiantes estarán cubiertos por el seguro escolar o por la póliza que la institución tenga contratada a tal efecto.',
      'Quinta. Confidencialidad. Las partes guardarán confidencialidad sobre la información a la que tengan acceso con motivo de las prácticas.',
      'Sexta. Resolución. Cualquiera de las partes podrá denunciar el convenio con un preaviso de un mes, sin perjuicio de las prácticas en curso, que finalizarán en los términos acordados.',
    ],
    dataProtection: 'Protección de datos',
    dataProtectionDefault:
      'Los datos personales de este convenio se tratarán con la única finalidad de gestionarlo, de acuerdo con el Reglamento (UE) 2016/679 y la Ley Orgánica 3/2018. Puede ejercer sus derechos ante la institución.',
    signatures: 'Firmas',
    forInstitution: 'Por la institución',
    forCompany: 'Por la entidad colaboradora',
    signedAt: 'Lugar y fecha:',
    generated: (day) => `Generado el ${day}`,
    page: 'Página',
    fileName: (company) => `Convenio de colaboración ${company}.pdf`,
  },
  ca: {
    title: 'Conveni de col·laboració',
    subtitle: "per a la realització de pràctiques acadèmiques externes i la difusió d'ofertes de treball",
    parties: 'Reunits',
    institution: "D'una part, la institució",
    company: "D'altra part, l'entitat col·laboradora",
    cif: 'CIF',
    address: 'Domicili',
    signer: "Signant en nom de l'entitat",
    signerRole: 'en qualitat de',
    dni: 'DNI/NIE',
    contacts: 'Persones de contacte',
    management: 'Contacte per a la gestió del conveni',
    billing: 'Contacte per a la facturació',
    billingAccount: 'Dades de facturació',
    fees: 'Quota',
    feesText:
      "L'entitat col·laboradora abonarà una quota de 45 euros més IVA per cada mes de pràctiques. La quota es podrà revisar anualment segons l'Índex de Preus al Consum (IPC).",
    order: 'Número de comanda',
    orderNone: "L'entitat no requereix número de comanda a les seves factures.",
    orderAnnual: (number) => `Número de comanda anual que constarà a les factures: ${number}.`,
    orderEach: "L'entitat comunicarà un número de comanda per a cada factura.",
    payment: 'Forma de pagament',
    directDebit: (iban) => `Domiciliació bancària al compte ${iban}.`,
    transfer: 'Transferència bancària al compte que figuri a cada factura.',
    signature: 'Modalitat de signatura',
    signatureDigital: 'Signatura electrònica.',
    signatureManual: 'Signatura manuscrita en paper (tramitació manual).',
    term: 'Vigència',
    noExpiry: 'El conveni té vigència indefinida mentre cap de les parts no el denunciï.',
    expiresOn: (day) => `El conveni serà vigent fins al ${day}.`,
    clauses: 'Clàusules',
    clauseTexts: [
      "Primera. Objecte. Aquest conveni regula la col·laboració entre les dues parts perquè els estudiants i titulats de la institució facin pràctiques acadèmiques externes a l'entitat col·laboradora.",
      "Segona. Projecte formatiu. Cada pràctica tindrà un projecte formatiu, un tutor o tutora de l'entitat i un tutor o tutora acadèmic, i es formalitzarà amb el document de pràctiques corresponent.",
      "Tercera. Naturalesa. La realització de les pràctiques no comportarà cap relació laboral entre l'estudiant i l'entitat col·laboradora.",
      'Quarta. Assegurança. Els estudiants estaran coberts per l\'assegurança escolar o per la pòlissa que la institució tingui contractada a aquest efecte.',
      'Cinquena. Confidencialitat. Les parts guardaran confidencialitat sobre la informació a què tinguin accés amb motiu de les pràctiques.',
      "Sisena. Resolució. Qualsevol de les parts podrà denunciar el conveni amb un preavís d'un mes, sens perjudici de les pràctiques en curs, que finalitzaran en els termes acordats.",
    ],
    dataProtection: 'Protecció de dades',
    dataProtectionDefault:
      "Les dades personals d'aquest conveni es tractaran amb l'única finalitat de gestionar-lo, d'acord amb el Reglament (UE) 2016/679 i la Llei orgànica 3/2018. Pots exercir els teus drets davant la institució.",
    signatures: 'Signatures',
    forInstitution: 'Per la institució',
    forCompany: "Per l'entitat col·laboradora",
    signedAt: 'Lloc i data:',
    generated: (day) => `Generat el ${day}`,
    page: 'Pàgina',
    fileName: (company) => `Conveni de col·laboració ${company}.pdf`,
  },
};
