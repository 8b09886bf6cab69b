import { SimpleForm, TextInput, email, required, useTranslate } from 'react-admin';
import { AdminEdit } from '../ui/AdminEdit';

// The shop's contact card (the storefront's footer and contact page): one record, never listed or
// created, so its screen is the resource's only one (App.tsx gives it as the list) and edits it in place.

/** the one record's id: the data provider reads and writes it at /api/admin/contact */
export const CONTACT_ID = 'contact';

function ContactForm() {
  const translate = useTranslate();
  return (
    <SimpleForm>
      {(['ka', 'en'] as const).map((lang) => (
        <TextInput
          key={lang}
          source={`address.${lang}`}
          label={`${translate('resources.contact.fields.address')} (${translate(`admin.product.${lang}`)})`}
          // the storefront falls back to the English address where the Georgian one is empty
          validate={lang === 'en' ? required() : undefined}
          fullWidth
        />
      ))}
      <TextInput source="phone" helperText="admin.contact.phone_help" fullWidth />
      <TextInput source="email" type="email" validate={email()} fullWidth />
      <TextInput source="fb" type="url" fullWidth />
      <TextInput source="instagram" type="url" fullWidth />
    </SimpleForm>
  );
}

export const ContactEdit = () => (
  <AdminEdit id={CONTACT_ID} redirect={false} title="resources.contact.name">
    <ContactForm />
  </AdminEdit>
);
