/**
 * docs/product.md §2: the link button prompts for a URL with the site's address ({host}) as the
 * default. When the link form opens for a new link, its empty URL field is prefilled with the
 * public URL and selected, so typing replaces it and Enter accepts it.
 */
import { ContextualBalloon, LinkUI, Plugin, type Editor } from 'ckeditor5';

export function linkDefaultUrlPlugin(defaultUrl: string) {
  return class LinkDefaultUrl extends Plugin {
    static get pluginName() {
      return 'LinkDefaultUrl' as const;
    }

    static get requires() {
      return [LinkUI, ContextualBalloon] as const;
    }

    constructor(editor: Editor) {
      super(editor);
    }

    init(): void {
      const { editor } = this;
      const linkUI = editor.plugins.get(LinkUI);
      const balloon = editor.plugins.get(ContextualBalloon);
      this.listenTo(balloon, 'change:visibleView', (_event, _name, view) => {
        if (!defaultUrl || !linkUI.formView || view !== linkUI.formView) return;
        // LinkUI fills the field right after showing the form: prefill once it has.
        queueMicrotask(() => {
          const form = linkUI.formView;
          if (!form || balloon.visibleView !== form || editor.commands.get('link')?.value) return;
          const field = form.urlInputView.fieldView;
          if (field.element && !field.element.value) {
            field.value = defaultUrl;
            field.element.value = defaultUrl;
            field.select();
          }
        });
      });
    }
  };
}
