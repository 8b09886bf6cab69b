import { Card, CardContent, Grid, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, Title, useAuthState, useCanAccess, useCreatePath, useTranslate } from 'react-admin';
import type { Dashboard as Figures } from '../api/answers';
import { useActionFailure } from '../ui/saving';
import { useMoney } from '../ui/language';
import { useAdminApi } from '../ui/useAdminApi';

// Orders and revenue today and this week, the orders waiting for an action, and the products running
// low, for owners and managers. Staff have no figures (the API refuses them): their home is the way to
// the orders they pack and the products they count.

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

function StaffHome() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <List>
          <ListItem disableGutters>
            <Link to={createPath({ resource: 'orders', type: 'list' })}>
              {translate('resources.orders.name', { smart_count: 2 })}
            </Link>
          </ListItem>
          <ListItem disableGutters>
            <Link to={createPath({ resource: 'products', type: 'list' })}>
              {translate('resources.products.name', { smart_count: 2 })}
            </Link>
          </ListItem>
        </List>
      </CardContent>
    </Card>
  );
}

export function Dashboard() {
  // react-admin's resources check the session themselves; a custom page asks for it (signed out: to the sign-in)
  const { authenticated } = useAuthState(undefined, true);
  const { canAccess: figures, isPending } = useCanAccess({ resource: 'dashboard', action: 'show' });
  if (!authenticated || isPending) return <Title title="ra.page.dashboard" />;
  return figures ? (
    <ShopFigures />
  ) : (
    <>
      <Title title="ra.page.dashboard" />
      <StaffHome />
    </>
  );
}

function ShopFigures() {
  const translate = useTranslate();
  // the back office's own addresses, under /admin (a bare "/orders" would be the storefront's)
  const createPath = useCreatePath();
  const api = useAdminApi();
  const money = useMoney();
  const failed = useActionFailure();
  const [data, setData] = useState<Figures>();
  useEffect(() => {
    let shown = true;
    api.dashboard().then((figures) => shown && setData(figures), failed);
    return () => {
      shown = false;
    };
  }, [api, failed]);
  return (
    <>
      <Title title="ra.page.dashboard" />
      {data && (
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Figure label="admin.dashboard.orders_today" value={data.ordersToday} />
          <Figure label="admin.dashboard.revenue_today" value={money(data.revenueToday)} />
          <Figure label="admin.dashboard.orders_week" value={data.ordersWeek} />
          <Figure label="admin.dashboard.revenue_week" value={money(data.revenueWeek)} />
          <Grid size={{ xs: 12, md: 6 }}>
            <Card>
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {translate('admin.dashboard.awaiting_action')}
                </Typography>
                <Typography variant="h5" component="p">
                  <Link to={createPath({ resource: 'orders', type: 'list' })}>{data.awaitingAction}</Link>
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
                      <ListItem key={String(item.id)} disableGutters>
                        <ListItemText
                          primary={
                            <Link to={createPath({ resource: 'products', type: 'edit', id: item.id })}>
                              {item.name}
                            </Link>
                          }
                          secondary={item.liveStock}
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
