import MuiButton, { type ButtonProps } from '@mui/material/Button';
import { useTranslate } from 'react-admin';

/**
 * A button that always shows its words. react-admin's Button becomes a bare icon button on small screens (its
 * label only in a tooltip), so a button without an icon was blank on a phone, where staff pack orders and
 * operators sign in.
 */
export function LabelButton({ label, ...props }: Omit<ButtonProps, 'children'> & { label: string }) {
  const translate = useTranslate();
  return <MuiButton {...props}>{translate(label, { _: label })}</MuiButton>;
}
