/**
 * DOMPurify, loaded on first use (it stays out of the initial bundles), as its own instance with the contract
 * policy: nothing that runs (scripts, handlers, javascript: URLs), nothing that frames or submits (iframe, form),
 * nothing that restyles (style elements and attributes, classes, ids). Links open apart, without an opener.
 */
type Purify = (html: string) => string;

let loading: Promise<Purify> | null = null;

export function loadPurifier(): Promise<Purify> {
  loading ??= import('dompurify').then(
    ({ default: createDOMPurify }) => {
      const purifier = createDOMPurify(window);
      purifier.addHook('afterSanitizeAttributes', (node) => {
        if (node.tagName === 'A') {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer nofollow');
        }
      });
      const config = {
        FORBID_TAGS: [
          'style',
          'iframe',
          'frame',
          'object',
          'embed',
          'form',
          'input',
          'button',
          'textarea',
          'select',
          'svg',
          'math',
          'link',
          'meta',
          'base',
        ],
        FORBID_ATTR: ['style', 'class', 'id', 'srcset', 'formaction'],
        ALLOW_DATA_ATTR: false,
        ADD_ATTR: ['target'],
      };
      return (html: string) => purifier.sanitize(html, config);
    },
    (error: unknown) => {
      // A failed chunk load may succeed on a retry.
      loading = null;
      throw error;
    },
  );
  return loading;
}
