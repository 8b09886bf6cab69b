import type { FormEvent, ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { LanguageButton } from '../ui/LanguageButton';

/** the card of the screens before a session (sign-in, a forgotten password, a mailed link): a title, the language menu, a form */
export function SignInCard({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card component="main" sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Stack component="form" spacing={2} onSubmit={onSubmit}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="h5" component="h1">
                {title}
              </Typography>
              <LanguageButton />
            </Stack>
            {children}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
