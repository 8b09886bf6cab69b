import { Box, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate, type Identifier } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { FileButton } from '../ui/FileButton';
import { useRecordCall } from '../ui/saving';
import { Thumbnail } from '../ui/Thumbnail';
import { useAdminApi } from '../ui/useAdminApi';

// A category's or news story's one picture, apart from its form as a product's pictures are
// (resources/productMedia.tsx): the upload replaces it at once, and the record is read again with its new
// version.

const UPLOADS = {
  categories: (api: AdminDataProvider, id: Identifier, file: File) => api.setCategoryImage(id, file),
  news: (api: AdminDataProvider, id: Identifier, file: File) => api.setNewsImage(id, file),
};

export function RecordPicture({ folder }: { folder: keyof typeof UPLOADS }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const api = useAdminApi();
  const run = useRecordCall('admin.media.saved');
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {translate('admin.media.picture')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1, flexWrap: 'wrap' }}>
        {record.image && <Thumbnail folder={folder} name={record.image} alt={translate('admin.media.picture')} />}
        <FileButton
          label="admin.media.replace_image"
          accept="image/jpeg,image/png,image/webp"
          onFiles={([file]) => run(() => UPLOADS[folder](api, record.id, file))}
        />
      </Stack>
    </Box>
  );
}
