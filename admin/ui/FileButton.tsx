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

/** the picked file goes to onFile; the input is cleared so the same file can be picked again */
export function FileButton({ label, accept, onFile }: { label: string; accept: string; onFile: (file: File) => void }) {
  const translate = useTranslate();
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Button component="label" role={undefined} variant="outlined" size="small" tabIndex={-1}>
      {translate(label)}
      <input type="file" accept={accept} onChange={picked} style={visuallyHidden} />
    </Button>
  );
}
