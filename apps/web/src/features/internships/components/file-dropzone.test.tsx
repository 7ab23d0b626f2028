import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES } from '@portal/shared';
import { FileDropzone } from './file-dropzone';

function Harness({ accept = ['pdf'], multiple = false }: { accept?: string[]; multiple?: boolean }) {
  const [files, setFiles] = useState<File[]>([]);
  return <FileDropzone label="Fichero" accept={accept} multiple={multiple} files={files} onFilesChange={setFiles} />;
}

const pdf = (name = 'valoracion.pdf', size = 1200) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('FileDropzone', () => {
  it('goes from empty to file added to erased, and can take the same file again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Fichero');
    expect(input).toHaveAccessibleDescription('Formato PDF, hasta 2 MB.');
    expect(screen.queryByRole('list', { name: 'Ficheros elegidos' })).not.toBeInTheDocument();

    await user.upload(input, pdf());
    const list = screen.getByRole('list', { name: 'Ficheros elegidos' });
    expect(list).toHaveTextContent('valoracion.pdf');
    expect(list).toHaveTextContent('1 KB');

    await user.click(screen.getByRole('button', { name: 'Quitar valoracion.pdf' }));
    expect(screen.queryByRole('list', { name: 'Ficheros elegidos' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Has quitado «valoracion.pdf».');
    expect(input).toHaveFocus();

    await user.upload(input, pdf());
    expect(screen.getByRole('list', { name: 'Ficheros elegidos' })).toHaveTextContent('valoracion.pdf');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('refuses a file that is not a PDF, or over 2 MB, before it is added', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    const input = screen.getByLabelText('Fichero');

    await user.upload(input, new File(['hola'], 'notas.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('«notas.txt»: El fichero debe estar en formato PDF');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('list', { name: 'Ficheros elegidos' })).not.toBeInTheDocument();

    await user.upload(input, pdf('enorme.pdf', FILE_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('«enorme.pdf»: El fichero supera el tamaño máximo de 2 MB');
  });

  it('keeps several files when it takes many, and names the general upload types', async () => {
    const user = userEvent.setup();
    render(<Harness accept={['pdf', 'docx']} multiple />);
    const input = screen.getByLabelText('Fichero');
    expect(input).toHaveAccessibleDescription(/^Formato PDF, Word, OpenDocument/);
    await user.upload(input, [pdf('uno.pdf'), new File(['x'], 'dos.docx')]);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('uno.pdf'), expect.stringContaining('dos.docx')]);
  });
});
