import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { session } from '../session';
import { answerAdmin, dashboardFigures, testOwner } from '../testApi';

// The texts a manager writes as HTML (issue 36): a news story in the rich-text editor, whose toolbar offers
// what the server keeps, beside its preview as the storefront shows it; its paragraphs stay paragraphs on
// the way to the server. A text with what the editor cannot hold (a table) is edited as HTML instead.

const manager = { ...testOwner, id: 3, email: 'manager@astroshop.ge', role: 'manager' };
const story = {
  id: 5,
  version: 3,
  slug: 'first-light',
  title: { ka: 'პირველი სინათლე', en: 'First light' },
  text: {
    ka: '<p>კლუბი ცხრაზე იკრიბება.</p><p>თბილად ჩაიცვით.</p>',
    en: '<p>The club meets at <strong>nine</strong>.</p><p>Bring warm clothes.</p>',
  },
  image: null,
  imageAlt: { ka: '', en: '' },
  updatedAt: '2026-11-20T10:00:00Z',
};

beforeEach(() => {
  session.start('t-manager');
  answerAdmin('get', '/me', manager);
  answerAdmin('get', '/dashboard', dashboardFigures);
});
afterEach(() => {
  session.end();
  window.localStorage.clear();
});

it('edits a story in the editor beside its preview, and sends its two paragraphs as two paragraphs', async () => {
  const user = userEvent.setup({ delay: null });
  answerAdmin('get', '/news/5', story);
  answerAdmin('get', '/news', { items: [story], total: 1 });
  const saved = answerAdmin('put', '/news/5', { ...story, version: 4 });
  window.history.pushState({}, '', '/admin/news/5');
  render(<App />);

  await user.click(await screen.findByRole('tab', { name: 'ქართული' }));
  const preview = await screen.findByRole('region', { name: 'წინასწარი ხედი: როგორც მაღაზიაში გამოჩნდება' });
  const paragraphs = within(preview).getByTestId('rich-preview').querySelectorAll('p');
  expect([...paragraphs].map((p) => p.textContent)).toEqual(['კლუბი ცხრაზე იკრიბება.', 'თბილად ჩაიცვით.']);
  // the editor holds the same two paragraphs
  await waitFor(() =>
    expect(document.querySelectorAll('.ProseMirror p')[0]?.textContent).toBe('კლუბი ცხრაზე იკრიბება.'),
  );

  // what the toolbar offers is what the server keeps: a paragraph, two heading levels, bold, italic, lists, links
  for (const name of [
    'აბზაცი',
    'განყოფილების სათაური',
    'ქვესათაური',
    'მუქი',
    'დახრილი',
    'ბურთულებიანი სია',
    'დანომრილი სია',
  ])
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Heading 1|Underline|Code|Align/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'დეტალები' }));
  await user.type(screen.getByRole('textbox', { name: /მისამართი/ }), '-at-the-club');
  await user.click(screen.getByRole('button', { name: 'შენახვა' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0].body).toMatchObject({
    slug: 'first-light-at-the-club',
    // what the editor was given, as it was: paragraphs, emphasis and all
    text: story.text,
    imageAlt: { ka: '', en: '' },
    version: 3,
  });
});

it('makes the selected paragraph a heading and shows it so in the preview', async () => {
  const user = userEvent.setup({ delay: null });
  answerAdmin('get', '/news/5', story);
  answerAdmin('get', '/news', { items: [story], total: 1 });
  window.history.pushState({}, '', '/admin/news/5');
  render(<App />);
  await user.click(await screen.findByRole('tab', { name: 'English' }));
  const preview = await screen.findByRole('region', { name: 'წინასწარი ხედი: როგორც მაღაზიაში გამოჩნდება' });
  await waitFor(() => expect(document.querySelector('.ProseMirror p')).not.toBeNull());

  // the cursor where the editor starts it, in the first paragraph, made a heading (jsdom lays nothing out:
  // ProseMirror's scrolling to the cursor finds no boxes and no element at any point)
  document.elementFromPoint = () => null;
  Element.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  await user.click(screen.getByRole('button', { name: 'განყოფილების სათაური' }));
  await waitFor(() =>
    expect(within(preview).getByRole('heading', { level: 2 })).toHaveTextContent('The club meets at nine.'),
  );
  expect(screen.getByRole('button', { name: 'განყოფილების სათაური' })).toHaveAttribute('aria-pressed', 'true');
});

it('edits a page holding a table as HTML, the table kept in the form and shown in the preview', async () => {
  const table = '<p>Fees:</p><table><tbody><tr><td>Tbilisi</td><td>7 ₾</td></tr></tbody></table>';
  const page = { id: 'delivery', html: { ka: table, en: table }, version: 2 };
  answerAdmin('get', '/pages/delivery', page);
  answerAdmin('get', '/pages', { items: [page], total: 1 });
  window.history.pushState({}, '', '/admin/pages/delivery');
  render(<App />);

  const html = await screen.findByRole('textbox', { name: 'ტექსტი' });
  expect(html).toHaveValue(table);
  expect(html).toHaveAccessibleDescription(/HTML-ად რედაქტირდება/);
  const preview = screen.getByRole('region', { name: 'წინასწარი ხედი: როგორც მაღაზიაში გამოჩნდება' });
  expect(within(preview).getByRole('cell', { name: '7 ₾' })).toBeInTheDocument();
});
