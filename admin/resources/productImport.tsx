import { useState } from 'react';
import UploadIcon from '@mui/icons-material/Upload';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ImportRow } from '../dataProvider';
import { useActionFailure } from '../ui/saving';
import { useAdminApi } from '../ui/useAdminApi';

// Prices and stock from a CSV file: first a preview (each row's changes, or its error), then applied in one
// transaction or not at all, so the "apply" button waits for a preview without errors.

const changesText = (changes: unknown) =>
  changes && typeof changes === 'object'
    ? Object.entries(changes)
        .map(([name, value]) => `${name}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
        .join(', ')
    : String(changes ?? '');

export function ImportButton() {
  const translate = useTranslate();
  const api = useAdminApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const failed = useActionFailure();
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState('');
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const hasErrors = rows?.some((row) => row.error) ?? false;

  const close = () => {
    setOpen(false);
    setCsv('');
    setRows(null);
  };
  const send = async (preview: boolean) => {
    setBusy(true);
    try {
      const answer = await api.importProducts(csv, preview);
      setRows(answer.rows);
      if (answer.applied) {
        notify('admin.csv.applied', { type: 'success' });
        refresh();
        close();
      }
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="admin.csv.import" onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="md">
        <DialogTitle>{translate('admin.csv.import_title')}</DialogTitle>
        <DialogContent>
          <Button label="admin.csv.choose" component="label" variant="outlined">
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                setRows(null);
                setCsv(file ? await file.text() : '');
              }}
            />
          </Button>
          {hasErrors && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate('admin.csv.has_errors')}
            </Alert>
          )}
          {rows && (
            <Table size="small" sx={{ mt: 2 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('admin.csv.line')}</TableCell>
                  <TableCell>{translate('admin.csv.slug')}</TableCell>
                  <TableCell>{translate('admin.csv.changes')}</TableCell>
                  <TableCell>{translate('admin.csv.error')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.line} sx={row.error ? { bgcolor: 'error.light' } : undefined}>
                    <TableCell>{row.line}</TableCell>
                    <TableCell>{row.slug}</TableCell>
                    <TableCell>{changesText(row.changes)}</TableCell>
                    <TableCell>{row.error ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={close} />
          <Button label="admin.csv.preview" disabled={!csv || busy} onClick={() => send(true)} />
          <Button
            label="admin.csv.apply"
            variant="contained"
            disabled={!rows || hasErrors || busy}
            onClick={() => send(false)}
          />
        </DialogActions>
      </Dialog>
    </>
  );
}
