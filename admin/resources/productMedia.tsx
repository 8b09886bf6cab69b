import { useState } from 'react';
import { Box, Link, Stack, TextField, Typography } from '@mui/material';
import { useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { uploadUrl } from '@/shared/lib';
import { FileButton } from '../ui/FileButton';
import { LabelButton } from '../ui/LabelButton';
import { useRecordCall } from '../ui/saving';
import { Thumbnail } from '../ui/Thumbnail';
import { useAdminApi } from '../ui/useAdminApi';

// A product's pictures (at most 5, the first its main one; several picked at once), what each shows in both
// languages (the storefront's alt text), and its PDF sheet, apart from the product's form as its stock is:
// each upload, deletion, reordering or the texts' saving is its own call, which the server checks (a file by
// its content), re-encodes and stores. The record is read again after each, with its new version.

const MAX_IMAGES = 5;

type Alt = { en: string; ka: string };

export function ProductMedia() {
  const translate = useTranslate();
  const product = useRecordContext();
  const api = useAdminApi();
  const run = useRecordCall('admin.media.saved');
  if (!product) return null;
  const images: string[] = product.images ?? [];
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {translate('admin.media.images')}
      </Typography>
      <Typography variant="body2">{translate('admin.media.hint')}</Typography>
      {/* read again with each new version: what the server keeps is what the fields show */}
      <Pictures key={product.version} id={product.id} images={images} alts={product.alts ?? []} />
      {images.length < MAX_IMAGES && (
        <FileButton
          label="admin.media.add_image"
          accept="image/jpeg,image/png,image/webp"
          multiple
          onFiles={(files) =>
            // one after another, in the picker's order (the first added first), as many as there is room for
            run(async () => {
              for (const file of files.slice(0, MAX_IMAGES - images.length)) await api.addImage(product.id, file);
            })
          }
        />
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        PDF
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {product.pdf ? (
          <Link href={uploadUrl('products', product.pdf)} target="_blank" rel="noopener">
            {product.pdf}
          </Link>
        ) : (
          <Typography variant="body2">{translate('admin.media.no_pdf')}</Typography>
        )}
        <FileButton
          label="admin.media.upload_pdf"
          accept="application/pdf"
          onFiles={([file]) => run(() => api.setPdf(product.id, file))}
        />
      </Stack>
    </Box>
  );
}

/** the pictures, each with what it shows in both languages, saved together */
function Pictures({ id, images, alts }: { id: Identifier; images: string[]; alts: Alt[] }) {
  const translate = useTranslate();
  const api = useAdminApi();
  const run = useRecordCall('admin.media.saved');
  const [texts, setTexts] = useState<Alt[]>(() => images.map((_image, index) => alts[index] ?? { en: '', ka: '' }));
  const write = (index: number, lang: keyof Alt, value: string) =>
    setTexts((before) => before.map((alt, at) => (at === index ? { ...alt, [lang]: value } : alt)));
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', py: 1 }}>
        {images.map((image, index) => (
          <Stack key={image} role="group" aria-label={image} spacing={1} sx={{ alignItems: 'center', width: 200 }}>
            <Thumbnail folder="products" name={image} alt={index === 0 ? translate('admin.media.main') : image} />
            {index === 0 ? (
              <Typography variant="caption">{translate('admin.media.main')}</Typography>
            ) : (
              <LabelButton
                label="admin.media.make_main"
                onClick={() => run(() => api.arrangeImages(id, [image, ...images.filter((name) => name !== image)]))}
              />
            )}
            {(['ka', 'en'] as const).map((lang) => (
              <TextField
                key={lang}
                size="small"
                fullWidth
                multiline
                label={translate(`admin.media.alt_${lang}`)}
                value={texts[index][lang]}
                onChange={(event) => write(index, lang, event.target.value)}
                slotProps={{ htmlInput: { maxLength: 300 } }}
              />
            ))}
            <LabelButton label="ra.action.delete" onClick={() => run(() => api.deleteImage(id, index))} />
          </Stack>
        ))}
      </Stack>
      {images.length > 0 && (
        <>
          <Typography variant="body2">{translate('admin.media.alt_hint')}</Typography>
          <LabelButton
            variant="outlined"
            sx={{ my: 1, mr: 1 }}
            label="admin.media.save_alts"
            onClick={() => run(() => api.arrangeImages(id, images, texts))}
          />
        </>
      )}
    </>
  );
}
