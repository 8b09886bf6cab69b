import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { session } from '../session';
import { answerAdmin, dashboardFigures, testOwner } from '../testApi';

// The CSV import says where (issue 36): a file with faults gets each at its row and column in the
// operator's language; a good file's preview is a table of changes, before -> after.

const manager = { ...testOwner, id: 3, email: 'manager@astroshop.ge', role: 'manager' };

beforeEach(() => {
  session.start('t-manager');
  answerAdmin('get', '/me', manager);
  answerAdmin('get', '/dashboard', dashboardFigures);
  answerAdmin('get', '/products', {
    items: [{ id: 5, slug: 'orbita', name: { en: 'Orbita', ka: 'ორბიტა' }, liveStock: 2 }],
    total: 1,
  });
  answerAdmin('get', '/categories', { items: [], total: 0 });
});
afterEach(() => {
  session.end();
  window.localStorage.clear();
});

async function preview(answer: object, status: number) {
  const user = userEvent.setup({ delay: null });
  const sent = answerAdmin('post', '/products/import', answer, status);
  window.history.pushState({}, '', '/admin/products');
  render(<App />);
  await user.click(await screen.findByRole('button', { name: 'CSV-ის იმპორტი' }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  const content = 'slug,price\nnope,100\norbita,abc\n';
  const file = new File([content], 'prices.csv', { type: 'text/csv' });
  // jsdom's File has no text() (browsers' has): the file reads as the browser would read it
  Object.defineProperty(file, 'text', { value: async () => content });
  fireEvent.change(input, { target: { files: [file] } });
  // the file is read (asynchronously) before there is anything to preview
  const previewButton = within(dialog).getByRole('button', { name: 'გადახედვა' });
  await waitFor(() => expect(previewButton).toBeEnabled());
  await user.click(previewButton);
  await waitFor(() => expect(sent).toHaveLength(1));
  return dialog;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

it('lists every fault of a file at its row and column, and applies nothing', async () => {
  // react-admin logs the refused preview (the 422 this test provokes)
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const dialog = await preview(
    {
      message: 'ამ მისამართით პროდუქტი არ არსებობს.',
      errors: { '3.price': 'ველი „ფასი“ არასწორია.', '2.slug': 'ამ მისამართით პროდუქტი არ არსებობს.' },
    },
    422,
  );
  const faults = await within(dialog).findByRole('table', { name: 'შეცდომა' });
  expect(rowsOf(faults)).toEqual([
    ['2', 'slug', 'ამ მისამართით პროდუქტი არ არსებობს.'],
    ['3', 'price', 'ველი „ფასი“ არასწორია.'],
  ]);
  expect(logged.mock.calls.flat()).toContainEqual(expect.objectContaining({ status: 422 }));
  expect(within(dialog).getByRole('button', { name: 'ყველას გატარება' })).toBeDisabled();
}, 60_000);

it("previews a good file as each product's changes, before and after", async () => {
  const dialog = await preview(
    {
      applied: false,
      rows: [
        {
          row: 2,
          slug: 'orbita',
          changes: { price: { from: 1000, to: 900 }, discountedPrice: { from: 950, to: null } },
        },
      ],
    },
    200,
  );
  const changes = await within(dialog).findByRole('table', { name: 'ცვლილებები' });
  expect(rowsOf(changes)).toEqual([
    ['2', 'orbita', 'price', '1000', '900'],
    ['2', 'orbita', 'discountedPrice', '950', '—'],
  ]);
  expect(within(dialog).getByRole('button', { name: 'ყველას გატარება' })).toBeEnabled();
}, 60_000);
