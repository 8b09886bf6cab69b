import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Skeleton lines standing in for an HTML text while it loads (or when it failed to). */
export function HtmlSkeleton({ lines = 6 }: { lines?: number }) {
  return (
    <Stack spacing={1} aria-hidden data-testid="html-skeleton">
      {Array.from({ length: lines }, (_, line) => (
        <Skeleton key={line} variant="text" width={line === lines - 1 ? '60%' : '100%'} />
      ))}
    </Stack>
  );
}
