import { useState } from 'react';
import { TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

// An object of name -> value (a product's specifications, the data behind the storefront's filters) edited
// as JSON: the values keep their types (a number stays a number), which key/value text boxes would lose.
// The text is the operator's while they type; the form holds the object once the text is a valid one.

const asObject = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const mustBeObject = (value: unknown) =>
  typeof value === 'string' ? 'admin.product.specifications_invalid' : undefined;

export function JsonObjectInput({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, validate: mustBeObject });
  const [text, setText] = useState(() => JSON.stringify(field.value ?? {}, null, 2));
  const error = fieldState.error?.message;
  return (
    <TextField
      label={translate(label ?? `resources.products.fields.${source}`)}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(asObject(event.target.value) ?? event.target.value);
      }}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error ? translate(error) : ' '}
      multiline
      minRows={4}
      fullWidth
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
    />
  );
}
