import { Box, Stack, Typography } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { uploadUrl } from '@/shared/lib';
import { FileButton } from '../ui/FileButton';
import { useActionFailure } from '../ui/saving';
import { useAdminApi } from '../ui/useAdminApi';

// A category's picture, apart from its form as a product's pictures are (resources/productMedia.tsx):
// the upload replaces it at once, and the record is read again with its new version.

export function CategoryImage() {
  const translate = useTranslate();
  const category = useRecordContext();
  const api = useAdminApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const failed = useActionFailure();
  if (!category) return null;
  const upload = async (file: File) => {
    try {
      await api.setCategoryImage(category.id, file);
      notify('admin.media.saved', { type: 'success' });
      refresh();
    } catch (error) {
      failed(error);
    }
  };
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {translate('admin.media.picture')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1 }}>
        {category.image && (
          <img
            src={uploadUrl('categories', category.image, 'thumb')}
            alt={translate('admin.media.picture')}
            width={120}
            height={120}
            style={{ objectFit: 'contain' }}
          />
        )}
        <FileButton label="admin.media.replace_image" accept="image/jpeg,image/png,image/webp" onFile={upload} />
      </Stack>
    </Box>
  );
}
