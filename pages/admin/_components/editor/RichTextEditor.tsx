/**
 * The article body editor: CKEditor 5 (GPL) with headings, bold, italic, sub- and superscript,
 * links, lists, block quotes, tables, YouTube and Vimeo embeds, images from the media library,
 * Markdown autoformat as you type and when pasted, paste from Word and Google Docs keeping
 * tables and structure (issue 20, item 7), a 400 px minimum height, pasted styles stripped and the
 * site's URL offered for links. Loaded with a dynamic import by the post form only, so no other
 * page ships it or its CSS. What it writes passes the server's allow-list
 * (src/services/html-sanitizer.ts).
 */
import { useEffect, useMemo, useRef } from 'react';
import { CKEditor } from '@ckeditor/ckeditor5-react';
import {
  Autoformat, BlockQuote, Bold, ClassicEditor, Essentials, Heading, Image, ImageTextAlternative, ImageToolbar, ImageUpload, Italic, Link, List,
  MediaEmbed, Paragraph, PasteFromMarkdownExperimental, PasteFromOffice, Subscript, Superscript, Table, TableToolbar, type EditorConfig,
} from 'ckeditor5';
import { VIDEO_URL_PATTERNS } from '../../../../src/shared/video-embeds.js';
import 'ckeditor5/ckeditor5.css';
import './rich-text-editor.css';
import { linkDefaultUrlPlugin } from './link-default-url.js';
import { StripPastedStyles } from './strip-pasted-styles.js';
import { MediaUploadPlugin } from './media-upload-adapter.js';
import { PasteVideoLink } from './paste-video-link.js';

export interface RichTextEditorProps {
  /** The HTML to start with; later changes of the prop are ignored (the editor owns its content). */
  initialData: string;
  label: string;
  /** {host}: offered as the default link address. */
  siteUrl: string;
  invalid?: boolean;
  describedBy?: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
}

export default function RichTextEditor({ initialData, label, siteUrl, invalid, describedBy, onChange, onBlur, onFocus }: RichTextEditorProps) {
  const editorRef = useRef<ClassicEditor | null>(null);
  const config = useMemo<EditorConfig>(() => ({
    licenseKey: 'GPL',
    label,
    plugins: [
      Essentials, Paragraph, Heading, Bold, Italic, Subscript, Superscript, Link, List, BlockQuote, Autoformat, PasteFromOffice,
      PasteFromMarkdownExperimental, StripPastedStyles, linkDefaultUrlPlugin(siteUrl), Table, TableToolbar, MediaEmbed, PasteVideoLink,
      // Images go to the media library (the button, paste and drop); alt text from the image's toolbar.
      Image, ImageToolbar, ImageTextAlternative, ImageUpload, MediaUploadPlugin,
    ],
    toolbar: {
      items: [
        'heading', '|', 'bold', 'italic', 'subscript', 'superscript', 'link', '|', 'bulletedList', 'numberedList', 'blockQuote', 'insertTable', '|',
        'uploadImage', 'mediaEmbed', '|', 'undo', 'redo',
      ],
      shouldNotGroupWhenFull: false,
    },
    table: { contentToolbar: ['tableColumn', 'tableRow', 'mergeTableCells'] },
    // YouTube and Vimeo only, stored as <oembed url>; the editor shows the address, not the player,
    // and readers get a click-to-load link (src/shared/video-embeds.ts).
    mediaEmbed: {
      previewsInData: false,
      providers: Object.entries(VIDEO_URL_PATTERNS).map(([name, url]) => ({ name, url })),
    },
    image: {
      toolbar: ['imageTextAlternative'],
      upload: { types: ['jpeg', 'png', 'webp', 'avif', 'gif'] },
    },
    heading: {
      // The article title is the page's h1: the body starts at h2.
      options: [
        { model: 'paragraph', title: 'Paragraph', class: 'ck-heading_paragraph' },
        { model: 'heading2', view: 'h2', title: 'Heading 2', class: 'ck-heading_heading2' },
        { model: 'heading3', view: 'h3', title: 'Heading 3', class: 'ck-heading_heading3' },
        { model: 'heading4', view: 'h4', title: 'Heading 4', class: 'ck-heading_heading4' },
      ],
    },
    link: { defaultProtocol: 'https://' },
    initialData,
  }), []); // eslint-disable-line react-hooks/exhaustive-deps -- created once per editor

  // The editable is owned by CKEditor's view: set its ARIA state through the view writer.
  const applyAria = (editor: ClassicEditor) => {
    const root = editor.editing.view.document.getRoot();
    if (!root) return;
    editor.editing.view.change((writer) => {
      if (invalid) writer.setAttribute('aria-invalid', 'true', root);
      else writer.removeAttribute('aria-invalid', root);
      if (describedBy) writer.setAttribute('aria-describedby', describedBy, root);
      else writer.removeAttribute('aria-describedby', root);
    });
  };
  useEffect(() => {
    if (editorRef.current) applyAria(editorRef.current);
  }, [invalid, describedBy]); // eslint-disable-line react-hooks/exhaustive-deps -- applyAria reads only these two; a new function each render is no change

  return (
    <div className={`admin-editor ${invalid ? 'is-danger' : ''}`} data-testid="rich-text-editor">
      <CKEditor
        editor={ClassicEditor}
        config={config}
        onReady={(editor) => {
          editorRef.current = editor;
          applyAria(editor);
        }}
        onAfterDestroy={() => {
          editorRef.current = null;
        }}
        onChange={(_event, editor) => onChange(editor.getData())}
        onBlur={() => onBlur?.()}
        onFocus={() => onFocus?.()}
      />
    </div>
  );
}
