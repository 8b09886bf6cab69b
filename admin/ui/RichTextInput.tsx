import { useState, useSyncExternalStore } from 'react';
import { Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import StarterKit from '@tiptap/starter-kit';
import {
  ClearButtons,
  LinkButtons,
  ListButtons,
  RichTextInput as EditorInput,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';
import { TextInput, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SafeHtml } from '@/shared/ui';

// A text the manager writes as HTML (a product's description, a news story, a FAQ answer, a page), in an
// editor whose toolbar offers what the server's allowlist keeps (server/src/http/richText.ts): paragraphs,
// second- and third-level headings (the page's own title is its first), bold, italic, lists and links.
// Beside it, the text as the storefront shows it: the storefront's own SafeHtml in the shop's theme, at the
// width of its story and policy pages.

const editorOptions = {
  extensions: [
    StarterKit.configure({
      // what older texts hold is kept as it is (h1 and h4, quotes, rules, strikes); the toolbar offers less
      heading: { levels: [1, 2, 3, 4] },
      codeBlock: false,
      // the server keeps only a link's address: the editor writes no target or rel the server would drop
      link: { openOnClick: false, HTMLAttributes: { target: null, rel: null } },
    }),
  ],
};

/** the editor's state, read again at each of its transactions (a block made a heading, a word made bold) */
function useEditorState<T>(read: (editor: NonNullable<ReturnType<typeof useTiptapEditor>>) => T, none: T): T {
  const editor = useTiptapEditor();
  return useSyncExternalStore(
    (changed) => {
      editor?.on('transaction', changed);
      return () => void editor?.off('transaction', changed);
    },
    () => (editor ? read(editor) : none),
  );
}

type Block = 'paragraph' | 'h2' | 'h3';

/** a paragraph or a heading of the second or third level */
function BlockButtons() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const block = useEditorState<Block | null>(
    (it) =>
      it.isActive('heading', { level: 2 })
        ? 'h2'
        : it.isActive('heading', { level: 3 })
          ? 'h3'
          : it.isActive('paragraph')
            ? 'paragraph'
            : null,
    null,
  );
  const make = (_event: unknown, value: Block | null) => {
    if (!editor || !value) return;
    const chain = editor.chain().focus();
    (value === 'paragraph' ? chain.setParagraph() : chain.setHeading({ level: value === 'h2' ? 2 : 3 })).run();
  };
  return (
    <ToggleButtonGroup size="small" exclusive value={block} onChange={make} disabled={!editor?.isEditable}>
      {(['paragraph', 'h2', 'h3'] as const).map((value) => (
        <ToggleButton
          key={value}
          value={value}
          aria-label={translate(`admin.rich.${value}`)}
          title={translate(`admin.rich.${value}`)}
        >
          {value === 'paragraph' ? '¶' : value.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** bold and italic: what the storefront's texts emphasise with */
function EmphasisButtons() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const active = useEditorState((it) => ['bold', 'italic'].filter((mark) => it.isActive(mark)).join(' '), '');
  const marks = [
    { mark: 'bold', icon: <FormatBold fontSize="inherit" />, toggle: () => editor?.chain().focus().toggleBold().run() },
    {
      mark: 'italic',
      icon: <FormatItalic fontSize="inherit" />,
      toggle: () => editor?.chain().focus().toggleItalic().run(),
    },
  ];
  return (
    <ToggleButtonGroup size="small" value={active.split(' ')} disabled={!editor?.isEditable}>
      {marks.map(({ mark, icon, toggle }) => (
        <ToggleButton
          key={mark}
          value={mark}
          onClick={toggle}
          aria-label={translate(`admin.rich.${mark}`)}
          title={translate(`admin.rich.${mark}`)}
        >
          {icon}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** tags the editor cannot hold: a text with any is edited as HTML, so saving it loses none of them */
const BEYOND_EDITOR = /<(table|img|figure|dl|div|span|sub|sup|small|mark)[\s>]/i;

interface RichTextInputProps {
  source: string;
  label: string;
  validate?: Validator | Validator[];
}

/** the manager's HTML text with its toolbar, and below it (beside it on a wide screen) its preview */
export function RichTextInput({ source, label, validate }: RichTextInputProps) {
  const translate = useTranslate();
  const html = (useWatch({ name: source }) as string | null | undefined) ?? '';
  // decided by the text as loaded, not as typed: the input does not change under the manager's hands
  const [asHtml] = useState(() => BEYOND_EDITOR.test(html));
  return (
    <Stack direction={{ xs: 'column', xl: 'row' }} spacing={2} sx={{ width: '100%', mb: 2 }}>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        {asHtml ? (
          <TextInput
            source={source}
            label={label}
            validate={validate}
            multiline
            minRows={10}
            fullWidth
            helperText="admin.rich.as_html"
          />
        ) : (
          <EditorInput
            source={source}
            label={label}
            validate={validate}
            editorOptions={editorOptions}
            toolbar={
              <RichTextInputToolbar size="small">
                <BlockButtons />
                <EmphasisButtons />
                <ListButtons size="small" />
                <LinkButtons size="small" />
                <ClearButtons size="small" />
              </RichTextInputToolbar>
            }
            sx={{ '& .ProseMirror': { minHeight: 200 } }}
          />
        )}
      </Stack>
      <Paper
        variant="outlined"
        component="section"
        aria-label={translate('admin.rich.preview')}
        sx={{ flex: 1, minWidth: 0, maxWidth: { xl: 900 }, p: 2 }}
      >
        <Typography variant="overline" component="h3" color="text.secondary">
          {translate('admin.rich.preview')}
        </Typography>
        <SafeHtml html={html} data-testid="rich-preview" />
      </Paper>
    </Stack>
  );
}
