import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { uploadUrl } from '@/shared/lib';
import { Picture, replayable } from '@/shared/ui';

/**
 * Up to five product images: the chosen one large, described by its alternative text (the product's name
 * when the manager wrote none), the others as thumbnails to choose from.
 */
export function Gallery({ images, alts, name }: { images: string[]; alts: Record<string, string>; name: string }) {
  const { t } = useTranslation('catalog');
  const [chosen, setChosen] = useState(0);
  const current = images[Math.min(chosen, images.length - 1)];
  return (
    <Box>
      <Picture src={uploadUrl('products', current)} alt={alts[current] ?? name} width={800} height={800} eager />
      {images.length > 1 && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }} role="group" aria-label={t('gallery')}>
          {images.map((image, index) => (
            <ButtonBase
              key={image}
              onClick={() => setChosen(index)}
              aria-label={t('show_image', { number: index + 1 })}
              aria-pressed={index === chosen}
              {...replayable(`gallery-${index}`)}
              sx={{
                width: 72,
                border: 2,
                borderColor: index === chosen ? 'primary.main' : 'transparent',
                borderRadius: 1,
              }}
            >
              <Picture src={uploadUrl('products', image, 'thumb')} alt="" width={72} height={72} />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
