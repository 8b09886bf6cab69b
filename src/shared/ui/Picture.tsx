import Box from '@mui/material/Box';

/**
 * An image that reserves its box before it loads (width and height give the aspect ratio, so
 * nothing shifts), fitted inside without cropping, lazy unless it is above the fold. An image above
 * the fold (`eager`) is fetched at high priority: it is likely the page's largest paint.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  eager = false,
}: {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
}) {
  if (!src) return <Box aria-hidden sx={{ width: '100%', aspectRatio: `${width} / ${height}`, bgcolor: 'grey.100' }} />;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${width} / ${height}`,
        objectFit: 'contain',
      }}
    />
  );
}
