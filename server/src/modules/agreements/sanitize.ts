import sanitizeHtml from 'sanitize-html';

/**
 * What an agreement's HTML may contain: text structure, tables, links and images, nothing that runs or restyles.
 * Scripts, event handlers, `javascript:` and other schemes, iframes, forms, SVG and MathML go, and so do `style`
 * and `class` (a contract must not hide a clause, overlay the page or borrow the portal's own classes).
 * Elements whose content is code or markup of their own (script, style, svg, iframe …) go with their content.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'section',
    'article',
    'header',
    'footer',
    'blockquote',
    'pre',
    'code',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'ol',
    'ul',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    // target/rel are set by the transform below (a link opens apart from the contract, without an opener).
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align', 'scope'],
    col: ['span'],
    ol: ['start', 'type'],
    p: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // A seal or signature image may be embedded; an image cannot run code, whatever its scheme.
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'select',
    'button',
  ],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } }),
  },
};

/** The agreement HTML as it may be stored and shown. */
export function sanitizeAgreementHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised HTML still says anything (text or an image), i.e. is not just empty markup. */
export function hasContent(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '');
  return text.length > 0 || /<img\s/i.test(html);
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Plain text as HTML text. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => escapes[c]);

/** A plain-text agreement as paragraphs: blank lines separate them, single line breaks stay. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br />')}</p>`)
    .join('\n');
}
