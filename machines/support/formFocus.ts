/**
 * What a form machine emits to have the view put the cursor in a field (accounts §4: focus the
 * first invalid field; also a field a failure names or clears). `field` is the input's name.
 * Views listen with `useFocusRequests` (src/ui); machines decide which field.
 */
export type FormFocusEvent<TField extends string = string> = { type: 'form.focus'; field: TField };

/** The first field in form order that has an error, if any. */
export function firstInvalid<TField extends string>(
  order: readonly TField[],
  errors: Partial<Record<TField, unknown>>,
): TField | undefined {
  return order.find((field) => errors[field] !== undefined);
}
