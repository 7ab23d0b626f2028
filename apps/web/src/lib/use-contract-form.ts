import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Mode, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerFieldErrors } from './form-errors';

/**
 * The resolver of a contract schema for a form whose inputs hold `Values`: text in boxes and selects where the
 * schema takes numbers or dates (it coerces them), so the schema's input type is not the form's. Submitting
 * hands over the schema's output. `contractResolver<Values, Body>(schema)` checks that the schema gives `Body`.
 */
export function contractResolver<Values extends FieldValues, Output>(schema: z.ZodType<Output>): Resolver<Values, unknown, Output> {
  // The one place the form's values meet the schema's input type: the schema, not TypeScript, checks them.
  return zodResolver(schema as z.ZodType<Output, FieldValues>) as unknown as Resolver<Values, unknown, Output>;
}

interface SchemaDef {
  type: string;
  in?: z.ZodType;
  innerType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
}

/** The top-level field names of an object schema (through refinements, pipes and `.and`); none for another kind. */
export function fieldsOf(schema: z.ZodType): string[] {
  const def = (schema as { _zod: { def: SchemaDef } })._zod.def;
  if ('shape' in schema && typeof schema.shape === 'object' && schema.shape !== null) return Object.keys(schema.shape);
  if (def.type === 'intersection' && def.left && def.right) return [...fieldsOf(def.left), ...fieldsOf(def.right)];
  if (def.type === 'pipe' && def.in) return fieldsOf(def.in);
  if (def.innerType) return fieldsOf(def.innerType);
  return [];
}

interface ContractFormOptions<Values extends FieldValues> {
  /** Every field of the form, as its inputs hold it; the form's fields are its keys. */
  defaultValues: Values;
  mode?: Mode;
}

/**
 * A react-hook-form form validated by a contract schema, typed from it: errors under their fields, the submit
 * handler given the schema's output. `markServerErrors(error)` marks the fields a refusal names (code 15) among
 * the schema's fields the form has, focusing the first, and says whether it marked any.
 */
export function useContractForm<Values extends FieldValues, Output>(schema: z.ZodType<Output>, options: ContractFormOptions<Values>) {
  const { defaultValues, mode } = options;
  // Complete values are partial ones too; TypeScript cannot see it for a generic `Values`.
  const form = useForm<Values, unknown, Output>({ mode, defaultValues: defaultValues as DefaultValues<Values>, resolver: contractResolver<Values, Output>(schema) });
  const fields = fieldsOf(schema).filter((name) => name in defaultValues) as Path<Values>[];
  const markServerErrors = (error: unknown) => applyServerFieldErrors(error, fields, form.setError);
  return { ...form, fields, markServerErrors };
}
