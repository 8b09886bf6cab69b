import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext } from 'react-admin';
import { useAdminApi } from './useAdminApi';
import { useActionFailure } from './saving';

/**
 * The list as CSV, filtered as it is shown: fetched with the operator's token (a plain link would carry
 * none, and a token in an address ends up in logs), then saved as a file.
 */
export function CsvButton({ resource }: { resource: 'orders' | 'products' }) {
  const api = useAdminApi();
  const { filterValues } = useListContext();
  const failed = useActionFailure();
  const download = async () => {
    try {
      const blob = await api.csv(resource, filterValues);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `${resource}-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      failed(error);
    }
  };
  return (
    <Button label="admin.csv.export" onClick={download}>
      <DownloadIcon />
    </Button>
  );
}
