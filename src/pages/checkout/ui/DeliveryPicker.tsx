import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AddressFields, addressLine, emptyAddress } from '@/entities/address';
import { TBILISI, useDeliveryTerms, type DeliveryCode } from '@/entities/delivery';
import { methodFor, withSavedAddress, type DeliveryValues } from '../model/deliveryForm';
import type { DeliveryStep } from '../model/useDeliveryStep';

const choiceGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } } as const;

/** a choice's card, highlighted when chosen (as the payment methods are) */
const choiceCard = (selected: boolean) =>
  ({
    border: 2,
    borderRadius: 2,
    borderColor: selected ? 'primary.main' : 'divider',
    bgcolor: selected ? 'action.selected' : 'background.paper',
    px: 2,
    py: 1,
  }) as const;

/** The delivery step of the checkout: the method, then the address (courier, regions) or the pickup point. */
export function DeliveryPicker({ step }: { step: DeliveryStep }) {
  const { t } = useTranslation('checkout');
  const terms = useDeliveryTerms();
  const { form, options, book } = step;
  const method = useWatch({ control: form.control, name: 'method' });
  if (!options) return null;

  /** another method: an address of the book that suits it, else an empty address (the phone kept) */
  const chooseMethod = (code: DeliveryCode) => {
    const values = { ...form.getValues(), method: code, savedId: '' };
    const suiting = book?.find((address) => methodFor(address) === code);
    if (code !== 'pickup' && suiting) form.reset(withSavedAddress(values, suiting));
    else form.reset({ ...values, ...emptyAddress, phone: values.phone, region: code === 'courier' ? TBILISI : '' });
  };

  return (
    <FormProvider {...form}>
      <Stack spacing={2} component="section" aria-labelledby="delivery-title">
        <Typography id="delivery-title" component="h2" variant="h6">
          {t('delivery.title')}
        </Typography>
        <Controller
          name="method"
          control={form.control}
          rules={{ required: true }}
          render={({ field, fieldState }) => (
            <Box>
              <RadioGroup
                aria-label={t('delivery.title')}
                // the form focuses the group's first radio when no method is chosen
                ref={(node: HTMLDivElement | null) => field.ref(node?.querySelector('input'))}
                value={field.value}
                onChange={(event) => chooseMethod(event.target.value as DeliveryCode)}
                sx={choiceGrid}
              >
                {options.methods.map((offered) => {
                  const { price, days } = terms(offered);
                  return (
                    <Box key={offered.code} sx={choiceCard(offered.code === field.value)}>
                      <FormControlLabel
                        value={offered.code}
                        control={<Radio />}
                        label={
                          <>
                            <Typography sx={{ fontWeight: 600 }}>{offered.name}</Typography>
                            <Typography variant="body2" color="text.secondary">
                              {price}
                            </Typography>
                            {days && (
                              <Typography variant="body2" color="text.secondary">
                                {days}
                              </Typography>
                            )}
                          </>
                        }
                      />
                    </Box>
                  );
                })}
              </RadioGroup>
              {fieldState.error && (
                <FormHelperText error>
                  {fieldState.error.type === 'server' ? fieldState.error.message : t('delivery.choose')}
                </FormHelperText>
              )}
            </Box>
          )}
        />
        {(method === 'courier' || method === 'regions') && <AddressPart step={step} method={method} />}
        {method === 'pickup' && <PickupPoints step={step} />}
      </Stack>
    </FormProvider>
  );
}

/** The address: one of the book's (the last used preselected) or a new one, which may be saved. */
function AddressPart({ step, method }: { step: DeliveryStep; method: 'courier' | 'regions' }) {
  const { t } = useTranslation('checkout');
  const { form, options, book } = step;
  const savedId = useWatch({ control: form.control, name: 'savedId' });
  const suiting = (book ?? []).filter((address) => methodFor(address) === method);
  const regions = options?.regions.filter((region) => region.code !== TBILISI) ?? [];
  const regionName = (code: string) => options?.regions.find((region) => region.code === code)?.name;

  const chooseSaved = (id: string) => {
    const address = suiting.find((saved) => String(saved.id) === id);
    const values: DeliveryValues = form.getValues();
    form.reset(
      address
        ? withSavedAddress(values, address)
        : { ...values, ...emptyAddress, phone: values.phone, region: method === 'courier' ? TBILISI : '', savedId: '' },
    );
  };

  return (
    <Stack spacing={2}>
      {suiting.length > 0 && (
        <TextField
          select
          label={t('delivery.saved')}
          value={savedId}
          onChange={(event) => chooseSaved(event.target.value)}
        >
          {suiting.map((address) => (
            <MenuItem key={address.id} value={String(address.id)}>
              {address.label || addressLine(address, regionName(address.region))}
            </MenuItem>
          ))}
          <MenuItem value="">{t('delivery.new_address')}</MenuItem>
        </TextField>
      )}
      <AddressFields regions={method === 'regions' ? regions : undefined} />
      {book !== undefined && step.signedIn && savedId === '' && (
        <Controller
          name="saveAddress"
          control={form.control}
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              label={t('delivery.save_address')}
            />
          )}
        />
      )}
    </Stack>
  );
}

/** The warehouses open for pickup, each with its address and hours. */
function PickupPoints({ step }: { step: DeliveryStep }) {
  const { t } = useTranslation('checkout');
  const points = step.options?.pickupPoints ?? [];
  return (
    <Controller
      name="warehouseId"
      control={step.form.control}
      rules={{ required: true }}
      render={({ field, fieldState }) => (
        <Box>
          <RadioGroup
            aria-label={t('delivery.pickup_point')}
            ref={(node: HTMLDivElement | null) => field.ref(node?.querySelector('input'))}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            sx={choiceGrid}
          >
            {points.map((point) => (
              <Box key={point.id} sx={choiceCard(String(point.id) === field.value)}>
                <FormControlLabel
                  value={String(point.id)}
                  control={<Radio />}
                  label={
                    <>
                      <Typography sx={{ fontWeight: 600 }}>{point.name}</Typography>
                      <Typography variant="body2">{point.address}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t('delivery.hours', { hours: point.hours })}
                      </Typography>
                    </>
                  }
                />
              </Box>
            ))}
          </RadioGroup>
          {fieldState.error && (
            <FormHelperText error>{fieldState.error.message || t('address.errors.required')}</FormHelperText>
          )}
        </Box>
      )}
    />
  );
}
