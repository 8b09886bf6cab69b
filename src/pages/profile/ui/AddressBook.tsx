import { useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fieldErrors, type ApiError } from '@/shared/api';
import { useLang } from '@/shared/i18n';
import { useToast } from '@/shared/ui';
import {
  AddressFields,
  addressLine,
  useAddressBook,
  useDeleteAddressMutation,
  useUpdateAddressMutation,
  type AddressValues,
  type SavedAddress,
} from '@/entities/address';
import { TBILISI, useDeliveryOptions, type Region } from '@/entities/delivery';

/**
 * The addresses the checkout kept, to edit or delete. Shown by a server that offers delivery (ours,
 * which keeps the book); a server of the spec's contract has neither, and the profile is the spec's.
 */
export function AddressBook() {
  const { t } = useTranslation(['account', 'checkout']);
  const { options } = useDeliveryOptions();
  const book = useAddressBook(options !== null);
  const [editing, setEditing] = useState<SavedAddress | null>(null);
  const lang = useLang();
  const [remove] = useDeleteAddressMutation();
  if (!options || !book) return null;
  const regionName = (code: string) => options.regions.find((region) => region.code === code)?.name;
  return (
    <Stack component="section" aria-labelledby="address-book" spacing={1} sx={{ mt: 4 }}>
      <Typography id="address-book" component="h2" variant="h6">
        {t('address_book.title')}
      </Typography>
      {book.length === 0 && <Typography color="text.secondary">{t('address_book.none')}</Typography>}
      <List disablePadding>
        {book.map((address) => (
          <ListItem key={address.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              sx={{ flex: '1 1 240px' }}
              primary={addressLine(address, regionName(address.region))}
              secondary={[address.phone, address.lastUsed ? t('address_book.last_used') : '']
                .filter(Boolean)
                .join(' · ')}
            />
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                onClick={() => setEditing(address)}
                aria-label={t('address_book.edit_one', { address: address.street })}
              >
                {t('address_book.edit')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => void remove({ lang, id: address.id })}
                aria-label={t('address_book.delete_one', { address: address.street })}
              >
                {t('address_book.delete')}
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
      {editing && (
        <AddressEditor
          key={editing.id}
          address={editing}
          regions={options.regions.filter((region) => region.code !== TBILISI)}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

/** One address in a dialog: the checkout's fields and checks (Tbilisi's without a region), the server's 422 under its field. */
function AddressEditor({
  address,
  regions,
  onClose,
}: {
  address: SavedAddress;
  regions: Region[];
  onClose: () => void;
}) {
  const { t } = useTranslation(['account', 'checkout']);
  const lang = useLang();
  const toast = useToast();
  // the form holds the address's values only: the book's id and marks are not sent back
  const { region, city, street, apartment, notes, phone } = address;
  const form = useForm<AddressValues>({ defaultValues: { region, city, street, apartment, notes, phone } });
  const [update, { isLoading }] = useUpdateAddressMutation();
  const save = form.handleSubmit(async (values) => {
    try {
      await update({ lang, id: address.id, address: values }).unwrap();
      toast.success(t('address_book.saved'));
      onClose();
    } catch (error) {
      const refused = Object.entries(fieldErrors(error as ApiError));
      refused.forEach(([field, message], index) =>
        form.setError(field as FieldPath<AddressValues>, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (refused.length === 0) toast.error(t('checkout:failed_to_get_data'));
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="address-editor" fullWidth maxWidth="sm">
      <form onSubmit={save} noValidate>
        <DialogTitle id="address-editor">{t('address_book.edit_title')}</DialogTitle>
        <DialogContent>
          <FormProvider {...form}>
            <Stack sx={{ pt: 1 }}>
              <AddressFields regions={address.region === TBILISI ? undefined : regions} />
            </Stack>
          </FormProvider>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('address_book.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isLoading}>
            {t('address_book.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
