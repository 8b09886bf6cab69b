import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { session } from '../session';
import { answerAdmin, testOwner } from '../testApi';

// A category's and a news story's edit screens and their picture: shown as its thumbnail, replaced by
// picking a file; the screen says it is saved and reads the record again.

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

it('uploads a news story’s picture on its edit screen, beside what the picture shows in each language', async () => {
  const user = userEvent.setup();
  session.start('t-news-manager');
  answerAdmin('get', '/me', { ...testOwner, role: 'manager' });
  const story = {
    id: 5,
    version: 1,
    slug: 'first-light',
    title: { ka: 'პირველი სინათლე', en: 'First light' },
    text: { ka: '<p>ტექსტი.</p>', en: '<p>Text.</p>' },
    image: null,
    imageAlt: { ka: 'ტელესკოპი', en: 'A telescope' },
    updatedAt: '2026-11-20T10:00:00Z',
  };
  const read = answerAdmin('get', '/news/5', story);
  answerAdmin('get', '/news', { items: [story], total: 1 });
  const sent = answerAdmin('post', '/news/5/image', { ...story, image: 'first-light-5e6f7a8b.jpg', version: 2 });
  window.history.pushState({}, '', '/admin/news/5');
  render(<App />);

  await user.click(await screen.findByRole('tab', { name: 'ქართული' }));
  expect(screen.getByRole('textbox', { name: 'რა ჩანს სურათზე (ეკრანის წამკითხველებისთვის)' })).toHaveValue(
    'ტელესკოპი',
  );
  expect(screen.queryByRole('img', { name: 'სურათი' })).not.toBeInTheDocument();
  const before = read.length;
  await user.upload(
    screen.getByLabelText('სურათის ატვირთვა (JPEG, PNG ან WebP)'),
    new File(['jpeg bytes'], 'sky.jpg', { type: 'image/jpeg' }),
  );
  expect(await screen.findByText('შენახულია')).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  await waitFor(() => expect(read.length).toBeGreaterThan(before));
});
