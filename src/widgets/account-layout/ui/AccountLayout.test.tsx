import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '@/test/renderWithProviders';
import { AccountLayout } from './AccountLayout';

function WhereAmI() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

const page = (
  <>
    <AccountLayout>
      <p>my details</p>
    </AccountLayout>
    <WhereAmI />
  </>
);

describe('the account pages', () => {
  it('send a visitor without a token to the home page of their language', async () => {
    await renderWithProviders(page, { path: '/en/orders' });
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(/^\/en$/);
    expect(screen.queryByText('my details')).not.toBeInTheDocument();
  });

  it('show the side menu (profile, my orders) beside the page when signed in', async () => {
    await renderWithProviders(page, { path: '/ka/orders', preloadedState: { session: { token: 'tok-1' } } });
    const menu = screen.getByRole('navigation', { name: 'ანგარიში' });
    expect(menu).toHaveTextContent('პროფილი');
    expect(screen.getByRole('link', { name: 'ჩემი შეკვეთები' })).toHaveAttribute('href', '/ka/orders');
    expect(screen.getByText('my details')).toBeInTheDocument();
  });
});
