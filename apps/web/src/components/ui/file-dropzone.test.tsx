import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ALLOWED_UPLOAD_EXTENSIONS, FILE_MAX_BYTES } from '@portal/shared';
import { i18n } from '@/lib/i18n';
import { FileDropzone, type HeldFile } from './file-dropzone';

function Harness({ accept = ['pdf'], multiple = false, stored }: { accept?: readonly string[]; multiple?: boolean; stored?: HeldFile }) {
  const [files, setFiles] = useState<HeldFile[]>(stored ? [stored] : []);
  return (
    <FileDropzone
      label="Fichero"
      accept={accept}
      multiple={multiple}
      stored={files[0] === stored}
      files={files}
      onAdd={(added) => setFiles(multiple ? [...files, ...added] : added)}
      onRemove={(file) => setFiles(files.filter((f) => f !== file))}
    />
  );
}

const pdf = (name = 'valoracion.pdf', size = 1200) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('FileDropzone', () => {
  it('states its types and size limit on the labelled input, and goes from empty to added to erased', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Fichero');
    expect(input).toHaveAccessibleDescription('Tipos admitidos: PDF. Hasta 2 MB.');
    expect(screen.queryByRole('list', { name: 'Ficheros elegidos' })).not.toBeInTheDocument();

    await user.upload(input, pdf());
    const list = screen.getByRole('list', { name: 'Ficheros elegidos' });
    expect(list).toHaveTextContent('valoracion.pdf');
    expect(list).toHaveTextContent('1,2 KB');

    await user.click(screen.getByRole('button', { name: 'Quitar valoracion.pdf' }));
    expect(screen.queryByRole('list', { name: 'Ficheros elegidos' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Has quitado «valoracion.pdf». Puedes elegir otro.');
    expect(input).toHaveFocus();

    await user.upload(input, pdf());
    expect(screen.getByRole('list', { name: 'Ficheros elegidos' })).toHaveTextContent('valoracion.pdf');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('is reached with the keyboard: Tab lands on the file input', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByLabelText('Fichero')).toHaveFocus();
  });

  it('refuses a file of another type, an empty one or one over the limit before it is added, and says why', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    const input = screen.getByLabelText('Fichero');

    await user.upload(input, new File(['hola'], 'notas.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('«notas.txt»: El fichero debe estar en formato PDF');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('El fichero debe estar en formato PDF'));
    expect(screen.queryByRole('list', { name: 'Ficheros elegidos' })).not.toBeInTheDocument();

    await user.upload(input, pdf('enorme.pdf', FILE_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('«enorme.pdf»: El fichero supera el tamaño máximo de 2 MB');

    await user.upload(input, pdf('vacio.pdf', 0));
    expect(screen.getByRole('alert')).toHaveTextContent('«vacio.pdf»: El fichero está vacío');

    await user.upload(input, pdf('justo.pdf', FILE_MAX_BYTES));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Ficheros elegidos' })).toHaveTextContent('justo.pdf');
  });

  it('takes a dropped file through the same checks', () => {
    render(<Harness />);
    const area = screen.getByText(/Arrastra el fichero aquí/).parentElement!;
    fireEvent.drop(area, { dataTransfer: { files: [new File(['x'], 'foto.gif')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('«foto.gif»: El fichero debe estar en formato PDF');
    fireEvent.drop(area, { dataTransfer: { files: [pdf('acta.pdf')] } });
    expect(screen.getByRole('list', { name: 'Ficheros elegidos' })).toHaveTextContent('acta.pdf');
  });

  it('keeps several files when it takes many and names every accepted type', async () => {
    const user = userEvent.setup();
    render(<Harness accept={ALLOWED_UPLOAD_EXTENSIONS} multiple />);
    const input = screen.getByLabelText('Fichero');
    expect(input).toHaveAccessibleDescription(expect.stringMatching(/^Tipos admitidos: DOCX, DOC, PDF, .*\. Hasta 2 MB\.$/));
    await user.upload(input, [pdf('uno.pdf'), new File(['x'], 'dos.docx')]);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('uno.pdf'), expect.stringContaining('dos.docx')]);
  });

  it('says a held file is the stored one', () => {
    render(<Harness stored={{ name: 'contrato.pdf', size: 1_450_000 }} />);
    expect(screen.getByRole('list', { name: 'Ficheros elegidos' })).toHaveTextContent('contrato.pdf1,5 MB · guardado');
  });

  it('offers no Remove when the picker hands its file to another step, and states a limit of its own', async () => {
    const user = userEvent.setup();
    const picked: File[] = [];
    render(<FileDropzone label="Elegir una foto" accept={['png', 'jpg']} maxBytes={15_000_000} files={[]} onAdd={(files) => picked.push(...files)} />);
    const input = screen.getByLabelText('Elegir una foto');
    expect(input).toHaveAccessibleDescription('Tipos admitidos: PNG, JPG. Hasta 15 MB.');
    await user.upload(input, new File([new Uint8Array(5_000_000)], 'movil.jpg', { type: 'image/jpeg' }));
    expect(picked.map((file) => file.name)).toEqual(['movil.jpg']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks Catalan with tu', async () => {
    await act(() => i18n.changeLanguage('ca'));
    try {
      render(<Harness />);
      expect(screen.getByText(/Arrossega el fitxer aquí o/)).toHaveTextContent("Arrossega el fitxer aquí o tria'l al teu dispositiu");
      expect(screen.getByLabelText('Fichero')).toHaveAccessibleDescription('Tipus admesos: PDF. Fins a 2 MB.');
    } finally {
      await act(() => i18n.changeLanguage('es'));
    }
  });
});
