import { Card, CardContent, Grid, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, Title, useAuthState, useCanAccess, useTranslate } from 'react-admin';
import type { Dashboard as Figures } from '../dataProvider';
import { useActionFailure } from '../ui/saving';
import { useLocalized, useMoney } from '../ui/language';
import { useAdminApi } from '../ui/useAdminApi';

// Orders and revenue today and this week, the orders waiting for an action, and the products running
// low. Staff see no revenue (no prices for their role).

function Figure({ label, value }: { label: string; value: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Card sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography variant="h5" component="p">
            {value}
          </Typography>
        </CardContent>
      </Card>
    </Grid>
  );
}

export function Dashboard() {
  // react-admin's resources check the session themselves; a custom page asks for it (signed out: to the sign-in)
  const { authenticated } = useAuthState(undefined, true);
  const translate = useTranslate();
  const api = useAdminApi();
  const money = useMoney();
  const localized = useLocalized();
  const revenue = useCanAccess({ resource: 'products', action: 'price' }).canAccess;
  const failed = useActionFailure();
  const [data, setData] = useState<Figures>();
  useEffect(() => {
    if (!authenticated) return;
    let shown = true;
    api.dashboard().then((figures) => shown && setData(figures), failed);
    return () => {
      shown = false;
    };
  }, [api, failed, authenticated]);
  return (
    <>
      <Title title="ra.page.dashboard" />
      {data && (
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Figure label="admin.dashboard.orders_today" value={data.ordersToday} />
          {revenue && <Figure label="admin.dashboard.revenue_today" value={money(data.revenueToday)} />}
          <Figure label="admin.dashboard.orders_week" value={data.ordersWeek} />
          {revenue && <Figure label="admin.dashboard.revenue_week" value={money(data.revenueWeek)} />}
          <Grid size={{ xs: 12, md: 6 }}>
            <Card>
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {translate('admin.dashboard.awaiting_action')}
                </Typography>
                <Typography variant="h5" component="p">
                  <Link to="/orders">{data.awaitingAction}</Link>
                </Typography>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {translate('admin.dashboard.low_stock')}
                </Typography>
                {data.lowStock.length === 0 ? (
                  <Typography variant="body2">{translate('admin.dashboard.no_low_stock')}</Typography>
                ) : (
                  <List dense>
                    {data.lowStock.map((item) => (
                      <ListItem key={String(item.productId)} disableGutters>
                        <ListItemText
                          primary={<Link to={`/products/${item.productId}/show`}>{localized(item.name)}</Link>}
                          secondary={item.quantity}
                        />
                      </ListItem>
                    ))}
                  </List>
                )}
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}
    </>
  );
}
