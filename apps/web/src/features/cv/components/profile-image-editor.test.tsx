import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '@/testing/api-server';
import { cvFixture } from '../testing/fixtures';
import { renderCvPage } from '../testing/render-cv-page';
import type * as ImageCrop from '../utils/image-crop';

// jsdom decodes no images: the picked file "is" a 3000 × 2000 photo.
vi.mock('../utils/image-crop', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageCrop>()),
  loadImage: vi.fn(async () => ({ naturalWidth: 3000, naturalHeight: 2000 }) as HTMLImageElement),
}));

const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';

describe('profile photo', () => {
  it('refuses other types, crops and scales the photo to at most 1000 px in the browser, then uploads it', async () => {
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ({ drawImage, imageSmoothingQuality: 'low' }) as never);
    const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(JPEG);
    const { user, api } = await renderCvPage({ api: { 'POST /api/Alumno/editImagenPerfil': ok(cvFixture()) } });

    await user.click(screen.getByRole('button', { name: 'Añadir una foto' }));
    const dialog = screen.getByRole('dialog', { name: 'Foto de perfil' });
    const input = within(dialog).getByLabelText('Elegir una foto');
    expect(input).toHaveFocus();

    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'animada.gif', { type: 'image/gif' })] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este tipo de fichero no esta permitido');

    fireEvent.change(input, { target: { files: [new File(['jpeg'], 'foto.jpg', { type: 'image/jpeg' })] } });
    expect(await within(dialog).findByText('Se guardará a 1000 × 1000 píxeles.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Ampliación de la foto'), { target: { value: '4' } });
    expect(within(dialog).getByText('Se guardará a 500 × 500 píxeles.')).toBeInTheDocument();
    const preview = within(dialog).getByRole('img', { name: 'Vista previa del recorte de la foto' });
    preview.focus();
    await user.keyboard('{ArrowLeft}');

    drawImage.mockClear();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar la foto' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Alumno/editImagenPerfil')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Alumno/editImagenPerfil')[0]!.body).toEqual({ extension: 'jpg', ficheroB64: JPEG });
    // A 500 px square of the picture, moved left by one arrow press, drawn at 500 px.
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 1225, 750, 500, 500, 0, 0, 500, 500);
    expect(toDataURL).toHaveBeenCalledWith('image/jpeg', 0.9);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Foto de perfil actualizada.')).toBeInTheDocument();
  });
});
