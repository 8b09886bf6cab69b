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
import { Button, useNotify, useRefresh, useTranslate, type HttpError } from 'react-admin';
import type { ImportRow } from '../dataProvider';
import { useActionFailure } from '../ui/saving';
import { useAdminApi } from '../ui/useAdminApi';

// Prices and stock from a CSV file: first a preview, a table of each product's changes (before -> after),
// then applied in one transaction or not at all. A file with faults gets a table of them, each at its row
// and column as a spreadsheet numbers them (the header is row 1), in the operator's language.

interface Fault {
  row: number;
  column: string;
  message: string;
}

/** the server's 422 `errors`, keyed "<row>.<column>", as a list in the file's order; none for another failure */
export function faultsOf(error: unknown): Fault[] {
  const { status, body } = (error ?? {}) as Partial<HttpError>;
  const errors = status === 422 ? (body?.errors as Record<string, string> | undefined) : undefined;
  return Object.entries(errors ?? {})
    .flatMap(([key, message]) => {
      const at = /^(\d+)\.(.+)$/.exec(key);
      return at ? [{ row: Number(at[1]), column: at[2], message }] : [];
    })
    .sort((a, b) => a.row - b.row);
}

const shown = (value: number | null) => (value === null ? '—' : String(value));

function ChangesTable({ rows }: { rows: ImportRow[] }) {
  const translate = useTranslate();
  return (
    <Table size="small" sx={{ mt: 2 }} aria-label={translate('admin.csv.changes')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('admin.csv.line')}</TableCell>
          <TableCell>{translate('admin.csv.slug')}</TableCell>
          <TableCell>{translate('admin.csv.column')}</TableCell>
          <TableCell>{translate('admin.csv.before')}</TableCell>
          <TableCell>{translate('admin.csv.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.flatMap((row) =>
          Object.entries(row.changes).map(([column, change]) => (
            <TableRow key={`${row.row}.${column}`}>
              <TableCell>{row.row}</TableCell>
              <TableCell>{row.slug}</TableCell>
              <TableCell>{column}</TableCell>
              <TableCell>{shown(change.from)}</TableCell>
              <TableCell>{shown(change.to)}</TableCell>
            </TableRow>
          )),
        )}
      </TableBody>
    </Table>
  );
}

function FaultsTable({ faults }: { faults: Fault[] }) {
  const translate = useTranslate();
  return (
    <Table size="small" sx={{ mt: 2 }} aria-label={translate('admin.csv.error')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('admin.csv.line')}</TableCell>
          <TableCell>{translate('admin.csv.column')}</TableCell>
          <TableCell>{translate('admin.csv.error')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {faults.map((fault) => (
          <TableRow key={`${fault.row}.${fault.column}`} sx={{ bgcolor: 'error.light' }}>
            <TableCell>{fault.row}</TableCell>
            <TableCell>{fault.column}</TableCell>
            <TableCell>{fault.message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ImportButton() {
  const translate = useTranslate();
  const api = useAdminApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const failed = useActionFailure();
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState('');
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [faults, setFaults] = useState<Fault[]>([]);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpen(false);
    setCsv('');
    setRows(null);
    setFaults([]);
  };
  const send = async (preview: boolean) => {
    setBusy(true);
    setFaults([]);
    try {
      const answer = await api.importProducts(csv, preview);
      setRows(answer.rows);
      if (answer.applied) {
        notify('admin.csv.applied', { type: 'success' });
        refresh();
        close();
      }
    } catch (error) {
      const found = faultsOf(error);
      setRows(null);
      // a fault the server names no row of (not CSV at all, no slug column) is said as a notice
      if (found.length > 0) setFaults(found);
      else failed(error);
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
                setFaults([]);
                setCsv(file ? await file.text() : '');
              }}
            />
          </Button>
          {faults.length > 0 && (
            <>
              <Alert severity="error" sx={{ mt: 2 }}>
                {translate('admin.csv.has_errors')}
              </Alert>
              <FaultsTable faults={faults} />
            </>
          )}
          {rows && <ChangesTable rows={rows} />}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={close} />
          <Button label="admin.csv.preview" disabled={!csv || busy} onClick={() => send(true)} />
          <Button label="admin.csv.apply" variant="contained" disabled={!rows || busy} onClick={() => send(false)} />
        </DialogActions>
      </Dialog>
    </>
  );
}
