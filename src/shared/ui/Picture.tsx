import Box from '@mui/material/Box';

/**
 * What stands where a product, story or category has no picture yet: a night sky with a crescent moon
 * and a few stars, drawn here (no file to fetch), in the picture's box, so a card without one does not
 * look broken. It says nothing the card's own title does not: screen readers skip it.
 */
function NoPicture({ width, height }: { width: number; height: number }) {
  return (
    <Box
      data-testid="no-picture"
      aria-hidden
      sx={{
        width: '100%',
        aspectRatio: `${width} / ${height}`,
        background: 'linear-gradient(160deg, #1b2a4a 0%, #0b1224 100%)',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Box component="svg" viewBox="0 0 64 64" sx={{ width: '30%', maxWidth: 96, height: 'auto' }}>
        <path d="M38 14a20 20 0 1 0 12 34A16 16 0 0 1 38 14z" fill="#f5e9b8" />
        <circle cx="14" cy="12" r="1.6" fill="#fff" />
        <circle cx="52" cy="20" r="1.2" fill="#fff" />
        <circle cx="8" cy="40" r="1" fill="#fff" />
        <circle cx="56" cy="52" r="1.4" fill="#fff" />
      </Box>
    </Box>
  );
}

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
  /** absent: the fallback picture */
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
}) {
  if (!src) return <NoPicture width={width} height={height} />;
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
