import { useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formFailure } from './formFailure';

/**
 * An account form judged by the server alone: `submit(send)` runs `send` with the values, and when
 * the server says no, shows its answer in `failure` (the red box) and its 422 messages under the
 * fields. `busy` is the loading state; it clears however the call ends.
 */
export function useAccountForm<Values extends FieldValues>(defaultValues: DefaultValues<Values>) {
  const { t } = useTranslation('account');
  const form = useForm<Values>({ defaultValues });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  // the fields this form shows (`field` was asked for them): a server message about another goes to the red box
  const shown = useRef(new Set<string>());

  const submit = (send: (values: Values) => Promise<unknown>) =>
    form.handleSubmit(async (values) => {
      setFailure(null);
      try {
        await send(values);
      } catch (error) {
        const { message, fields } = formFailure(error, t, (name) => shown.current.has(name));
        setFailure(message);
        // the shopper goes on from the form's first field in error
        const first = [...shown.current].find((name) => name in fields);
        for (const [name, fieldMessage] of Object.entries(fields)) {
          form.setError(
            name as Path<Values>,
            { type: 'server', message: fieldMessage },
            { shouldFocus: name === first },
          );
        }
      }
    });

  /** A text field's registration (with the form's own `rules`, if any) plus the message under it. */
  const field = (name: Path<Values>, rules?: RegisterOptions<Values, Path<Values>>) => {
    shown.current.add(name);
    const message = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
    const { ref, ...registration } = form.register(name, rules);
    return { ...registration, inputRef: ref, error: Boolean(message), helperText: message };
  };

  return { form, failure, busy: isSubmitting, submit, field };
}
