import { Box, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { FileButton } from '../ui/FileButton';
import { useRecordCall } from '../ui/saving';
import { Thumbnail } from '../ui/Thumbnail';
import { useAdminApi } from '../ui/useAdminApi';

// A category's picture, apart from its form as a product's pictures are (resources/productMedia.tsx):
// the upload replaces it at once, and the record is read again with its new version.

export function CategoryImage() {
  const translate = useTranslate();
  const category = useRecordContext();
  const api = useAdminApi();
  const run = useRecordCall('admin.media.saved');
  if (!category) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {translate('admin.media.picture')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1 }}>
        {category.image && (
          <Thumbnail folder="categories" name={category.image} alt={translate('admin.media.picture')} />
        )}
        <FileButton
          label="admin.media.replace_image"
          accept="image/jpeg,image/png,image/webp"
          onFiles={([file]) => run(() => api.setCategoryImage(category.id, file))}
        />
      </Stack>
    </Box>
  );
}
