import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';

/** the data provider with the back office's own calls (an order's actions, stock counts, CSV) */
export const useAdminApi = () => useDataProvider<AdminDataProvider>();
