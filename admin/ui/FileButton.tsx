import type { ChangeEvent } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

// A button that opens the file picker, as MUI's upload button: a label around an input that is hidden
// from the eye but not from the keyboard (Tab reaches the input, Space opens the picker).

const visuallyHidden = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

interface FileButtonProps {
  label: string;
  accept: string;
  /** the picked files, in the picker's order: one, unless `multiple` lets the operator pick several */
  onFiles: (files: File[]) => void;
  multiple?: boolean;
}

/** the picked files go to onFiles; the input is cleared so the same file can be picked again */
export function FileButton({ label, accept, onFiles, multiple = false }: FileButtonProps) {
  const translate = useTranslate();
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <Button component="label" role={undefined} variant="outlined" size="small" tabIndex={-1}>
      {translate(label)}
      <input type="file" accept={accept} multiple={multiple} onChange={picked} style={visuallyHidden} />
    </Button>
  );
}
