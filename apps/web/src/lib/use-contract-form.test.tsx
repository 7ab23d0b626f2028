import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Status, accountEmailBody, addExperienceBody, addStudyBody, companyRequestBody } from '@portal/shared';
import { InputField } from '@/components/ui/form-fields';
import { ApiError } from './api-client';
import { useValidationText } from './form-errors';
import { fieldsOf, useContractForm } from './use-contract-form';

/** A form as a feature writes one: the contract's schema, the values its inputs hold, the kit's fields. */
function EmailForm({ onSave, refusal }: { onSave: (body: { email: string }) => void; refusal?: unknown }) {
  const text = useValidationText();
  const {
    register,
    handleSubmit,
    markServerErrors,
    formState: { errors },
  } = useContractForm(accountEmailBody, { defaultValues: { email: '' } });
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void handleSubmit((body) => {
          if (refusal) markServerErrors(refusal);
          else onSave(body);
        })(event)
      }
    >
      <InputField label="Correo" error={text(errors.email)} {...register('email')} />
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('useContractForm', () => {
  it('shows the contract schema’s error under its field and sends nothing', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<EmailForm onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const field = screen.getByRole('textbox', { name: 'Correo' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Este campo es requerido');

    await user.type(field, 'no-es-un-correo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('El email está mal formado'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands the schema’s output to the submit handler', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<EmailForm onSave={onSave} />);
    await user.type(screen.getByRole('textbox', { name: 'Correo' }), 'laura@example.org');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledWith({ email: 'laura@example.org' });
  });

  it('marks on its field what a refusal names among the schema’s fields', async () => {
    const refusal = new ApiError(Status.MissingMandatoryData, { datos: { errores: [{ campo: 'email', codigo: Status.EmailRegistered, clave: 'email' }] } });
    const user = userEvent.setup();
    render(<EmailForm onSave={vi.fn()} refusal={refusal} />);
    const field = screen.getByRole('textbox', { name: 'Correo' });
    await user.type(field, 'laura@example.org');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveFocus();
  });

  it('reads the field names of a schema through its refinements', () => {
    expect(fieldsOf(accountEmailBody)).toEqual(['email']);
    expect(fieldsOf(addStudyBody)).toEqual(['titulo', 'centro', 'nivel', 'anioInicio', 'anioFin', 'finalizado', 'notaMedia']);
    expect(fieldsOf(addExperienceBody)).toContain('puesto');
    expect(fieldsOf(companyRequestBody)).toEqual(expect.arrayContaining(['cif', 'email', 'aceptaPrivacidad', 'password', 'confirmacion']));
  });
});
