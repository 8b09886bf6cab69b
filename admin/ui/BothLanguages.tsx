import { TextInput, required, useTranslate } from 'react-admin';

/**
 * A text the API keeps in both languages ({ ka, en }): a line for each, labelled with its language.
 * `optional`: neither is required here (the server decides, e.g. a warehouse's address only when it is a pickup point).
 */
export function BothLanguages({ source, label, optional }: { source: string; label: string; optional?: boolean }) {
  const translate = useTranslate();
  return (
    <>
      {(['ka', 'en'] as const).map((lang) => (
        <TextInput
          key={lang}
          source={`${source}.${lang}`}
          label={`${translate(label)} (${translate(`admin.product.${lang}`)})`}
          validate={optional ? undefined : required()}
          fullWidth
        />
      ))}
    </>
  );
}
