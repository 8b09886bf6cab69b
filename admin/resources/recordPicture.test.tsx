import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { session } from '../session';
import { answerAdmin, testOwner } from '../testApi';

// A category's edit screen and its picture: shown as its thumbnail, replaced by picking a file; the screen
// says it is saved and reads the category again.

const category = {
  id: 3,
  version: 2,
  slug: 'telescopes',
  parentId: null,
  name: { ka: 'ტელესკოპები', en: 'Telescopes' },
  position: 1,
  home: true,
  image: 'telescopes-1a2b3c4d.png',
  products: 4,
};

afterEach(() => {
  session.end();
  window.localStorage.clear();
});

it('shows a category’s picture and uploads the one picked in its place', async () => {
  const user = userEvent.setup();
  session.start('t-category-manager');
  answerAdmin('get', '/me', { ...testOwner, role: 'manager' });
  const read = answerAdmin('get', '/categories/3', category);
  answerAdmin('get', '/categories', { items: [category], total: 1 });
  const sent = answerAdmin('post', '/categories/3/image', { ...category, image: 'telescopes-5e6f7a8b.png' });
  window.history.pushState({}, '', '/admin/categories/3');
  render(<App />);

  expect(await screen.findByRole('img', { name: 'სურათი' })).toHaveAttribute(
    'src',
    expect.stringMatching(/\/storage\/uploads\/categories\/thumbs\/large_telescopes-1a2b3c4d\.png$/),
  );
  const before = read.length;
  await user.upload(
    screen.getByLabelText('სურათის ატვირთვა (JPEG, PNG ან WebP)'),
    new File(['png bytes'], 'new.png', { type: 'image/png' }),
  );
  expect(await screen.findByText('შენახულია')).toBeInTheDocument();
  // (how the file itself is sent is the data provider's test: jsdom's File is not its fetch's Blob)
  expect(sent).toHaveLength(1);
  await waitFor(() => expect(read.length).toBeGreaterThan(before));
});
