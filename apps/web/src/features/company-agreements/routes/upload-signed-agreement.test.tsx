import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Status, companyAgreementsCalls, companyDocumentsCalls, type BrandFlags, type CompanyAgreement } from '@portal/shared';
import { fail, mockCall, routeOf, type ApiHandler } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { brand, companyContact, configuration } from '@/testing/test-data';
import UploadSignedAgreementPage from './upload-signed-agreement';

/** /subir-convenio-firmado: the company uploads the signed copy of a generated agreement (adjuntaFicheroAlConvenioEmpresa). */

const agreement = (over: Partial<CompanyAgreement>): CompanyAgreement => ({
  idConvenio: 12,
  estado: 'generado',
  fechaAlta: '2026-11-02T10:00:00.000Z',
  fechaCaducidad: null,
  sinCaducidad: true,
  tieneFichero: true,
  copiaFirmada: false,
  observaciones: null,
  ...over,
});

const pdf = () => new File(['%PDF-1.4 firmado'], 'convenio-firmado.pdf', { type: 'application/pdf' });

function renderUpload(list: CompanyAgreement[], overrides: Record<string, ApiHandler> = {}, flags: Partial<BrandFlags> = {}) {
  return renderPage('/subir-convenio-firmado', tableRoute('upload-agreement', <UploadSignedAgreementPage />), {
    user: companyContact,
    configuration: configuration(brand('generic', { flags })),
    api: {
      ...mockCall(companyDocumentsCalls.agreements, list),
      ...mockCall(companyAgreementsCalls.uploadSigned)(() => agreement({ idConvenio: 12, estado: 'firmadoEmpresa', copiaFirmada: true })),
      ...overrides,
    },
  });
}

describe('/subir-convenio-firmado', () => {
  it('asks which agreement and for the PDF, sends it and says the agreement is now signed by the company', async () => {
    const { user, api } = renderUpload([
      agreement({ idConvenio: 12 }),
      agreement({ idConvenio: 15, fechaCaducidad: '2028-01-31', sinCaducidad: false }),
      agreement({ idConvenio: 4, estado: 'formalizado' }),
    ]);
    const choice = await screen.findByRole('group', { name: /Convenio firmado/ });
    // Only the generated ones wait for the company's signature.
    expect(within(choice).getAllByRole('radio')).toHaveLength(2);
    expect(within(choice).getByText(/caduca el/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Subir copia firmada' }));
    expect(await screen.findByText('Elige el convenio que has firmado.')).toBeInTheDocument();
    expect(screen.getByText('Elige el PDF firmado.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Empresa/adjuntaFicheroAlConvenioEmpresa')).toHaveLength(0);

    await user.click(within(choice).getByRole('radio', { name: 'Convenio n.º 12' }));
    expect(screen.getByRole('button', { name: 'Descargar el convenio n.º 12 para firmarlo' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/Copia firmada/), pdf());
    await user.click(screen.getByRole('button', { name: 'Subir copia firmada' }));

    expect(await screen.findByText(/Hemos recibido la copia firmada del convenio n.º 12. Ahora está «Firmado por la empresa»/)).toBeInTheDocument();
    const sent = api.callsTo('POST', '/api/Empresa/adjuntaFicheroAlConvenioEmpresa');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      idConvenio: 12,
      adjunto: { extension_adjunto: 'pdf', nombre: 'convenio-firmado.pdf', ficheroB64ParaAltas: expect.stringMatching(/^data:application\/pdf;base64,JVBERi0/) },
    });
  });

  it('refuses a file that is not a PDF before sending anything', async () => {
    const { api } = renderUpload([agreement({})]);
    await screen.findByRole('group', { name: /Convenio firmado/ });
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText(/Copia firmada/), new File(['hola'], 'convenio.docx'));
    expect(screen.getByRole('alert')).toHaveTextContent('convenio.docx');
    expect(api.callsTo('POST', '/api/Empresa/adjuntaFicheroAlConvenioEmpresa')).toHaveLength(0);
  });

  it('shows the server\'s refusal of an agreement no longer waiting for the signature (614)', async () => {
    const { user } = renderUpload([agreement({})], { [routeOf(companyAgreementsCalls.uploadSigned)]: fail(Status.AgreementNotAwaitingSignature) });
    await screen.findByRole('group', { name: /Convenio firmado/ });
    await user.upload(screen.getByLabelText(/Copia firmada/), pdf());
    await user.click(screen.getByRole('button', { name: 'Subir copia firmada' }));
    expect(await screen.findByText('El convenio no espera tu firma')).toBeInTheDocument();
  });

  it('shows the file refusal the server names under the drop zone', async () => {
    const { user } = renderUpload([agreement({})], {
      [routeOf(companyAgreementsCalls.uploadSigned)]: fail(Status.MissingMandatoryData, undefined, { errores: [{ campo: 'adjunto.ficheroB64ParaAltas', codigo: 15, clave: 'fileSize' }] }),
    });
    await screen.findByRole('group', { name: /Convenio firmado/ });
    await user.upload(screen.getByLabelText(/Copia firmada/), pdf());
    await user.click(screen.getByRole('button', { name: 'Subir copia firmada' }));
    const zone = (await screen.findByLabelText(/Copia firmada/)).closest('.dropzone') as HTMLElement;
    expect(await within(zone).findByRole('alert')).toHaveTextContent('El fichero supera el tamaño máximo de 2 MB');
  });

  it('with nothing to sign, says so and leads to a new agreement and the documentation; erroneous ones show the reason', async () => {
    renderUpload([agreement({ idConvenio: 7, estado: 'erroneo', observaciones: 'Falta el DNI del firmante.' })]);
    expect(await screen.findByText('No tienes ningún convenio pendiente de tu firma.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Generar un convenio nuevo' })).toHaveAttribute('href', '/nuevo-convenio-colaboracion');
    expect(screen.getByRole('link', { name: 'Ver tus convenios en Documentación' })).toHaveAttribute('href', '/documentacion');
    const erroneous = screen.getByRole('region', { name: 'Convenios con errores' });
    expect(within(erroneous).getByText('Motivo: Falta el DNI del firmante.')).toBeInTheDocument();
  });

  it('leaves out the new-agreement link where the brand has no agreement creation', async () => {
    renderUpload([], {}, { canCrearConvenios: false });
    expect(await screen.findByText('No tienes ningún convenio pendiente de tu firma.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Generar un convenio nuevo' })).toBeNull();
  });
});
