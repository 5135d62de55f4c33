import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n';
import { errorId, FieldNotes, hintId, RequiredMark } from '../../../ui/field';

/**
 * The formatting a notice may hold, as the server's sanitiser keeps it (platform/html.ts): paragraphs,
 * bold, italic, underline, headings 3 and 4, lists and links. Nothing else can be made.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [3, 4] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: { openOnClick: false, protocols: ['https', 'http', 'mailto', 'tel'] },
  }),
];

type RichTextProps = {
  id: string;
  label: string;
  lang: 'en' | 'mr';
  value: string;
  onChange: (html: string) => void;
  error?: string;
};

/** A labelled rich-text box (TipTap) with a keyboard-usable toolbar; its HTML goes to `onChange`. */
export function RichTextField({ id, label, lang, value, onChange, error }: RichTextProps) {
  const { t } = useTranslation('console-content');
  const labelId = `${id}-label`;
  const editor = useEditor({
    extensions,
    content: value,
    // its rules are in content.css: the <style> it would add is refused by the CSP (no inline style)
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-required': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': [hintId(id), error ? errorId(id) : ''].join(' ').trim(),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        lang,
        class: 'rich-text__input',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      heading: e?.isActive('heading', { level: 3 }) ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
    }),
  });
  const tools = [
    ['bold', () => editor?.chain().focus().toggleBold().run()],
    ['italic', () => editor?.chain().focus().toggleItalic().run()],
    ['heading', () => editor?.chain().focus().toggleHeading({ level: 3 }).run()],
    ['bulletList', () => editor?.chain().focus().toggleBulletList().run()],
    ['orderedList', () => editor?.chain().focus().toggleOrderedList().run()],
  ] as const;
  return (
    <div className={`field rich-text${error ? ' field--error' : ''}`}>
      <span id={labelId} className="field__label">
        {label}
        <RequiredMark />
      </span>
      <FieldNotes id={id} hint={t('editor.keys')} error={error} />
      <div
        role="toolbar"
        aria-label={t('editor.toolbar', { field: label })}
        aria-controls={id}
        className="rich-text__tools"
      >
        {tools.map(([name, run]) => (
          <button
            key={name}
            type="button"
            className="rich-text__tool"
            aria-pressed={active?.[name] ?? false}
            onClick={run}
          >
            {t(`editor.${name}`)}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

/** The notice's text as the editor's schema renders it: what the public page will show. */
export function RichTextPreview({ html, lang }: { html: string; lang: 'en' | 'mr' }) {
  const editor = useEditor({ extensions, content: html, editable: false, injectCSS: false });
  useEffect(() => {
    // useEditor may hand back an editor it has destroyed (to make the next one) for one render: its
    // schema is gone then, and reading it threw, blanking the console's notice page
    if (editor && !editor.isDestroyed && editor.getHTML() !== html) editor.commands.setContent(html);
  }, [editor, html]);
  return (
    <div lang={lang} className="rich-text__preview">
      <EditorContent editor={editor} />
    </div>
  );
}
