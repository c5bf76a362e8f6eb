import { createHash } from 'node:crypto';
import { sanitizeAgreementHtml, sha256Hex } from '../../../src/modules/agreements';

describe('sanitizeAgreementHtml', () => {
  it.each([
    ['a script element, with its content', '<p>a</p><script>window.x = 1</script>', '<p>a</p>'],
    ['an event handler', '<p onclick="alert(1)">a</p>', '<p>a</p>'],
    ['onerror on an image', '<img src=x onerror=alert(1)>', '<img src="x" />'],
    ['an svg with onload, with its content', '<svg onload="alert(1)"><text>t</text></svg><p>b</p>', '<p>b</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    [
      'an entity-encoded javascript: link',
      '<a href="jav&#x09;ascript&colon;alert(1)">x</a>',
      '<a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    ],
    [
      'a data: link',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    ],
    ['an iframe, with its content', '<iframe src="https://e.com" srcdoc="<script>alert(1)</script>">t</iframe><p>c</p>', '<p>c</p>'],
    ['a style element and style attributes', '<style>body{display:none}</style><p style="position:fixed">d</p>', '<p>d</p>'],
    ['classes and ids (borrowing the page’s styles)', '<p class="ant-modal" id="root">e</p>', '<p>e</p>'],
    ['forms and inputs', '<form action="https://evil"><input name="a"><button>go</button></form><p>f</p>', '<p>f</p>'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>g</p>', '<p>g</p>'],
    ['meta refresh and base', '<meta http-equiv="refresh" content="0;url=https://evil"><base href="https://evil/"><p>h</p>', '<p>h</p>'],
  ])('drops %s', (_what, input, expected) => {
    expect(sanitizeAgreementHtml(input)).toBe(expected);
  });

  it('keeps the structure a contract needs: headings, lists, tables, https links and images', () => {
    const html =
      '<h2>第一条</h2><ol><li>一</li></ol><table><tbody><tr><td colspan="2">x</td></tr></tbody></table><a href="https://example.com/a">a</a><img src="https://example.com/seal.png" alt="公章" />';
    expect(sanitizeAgreementHtml(html)).toBe(
      '<h2>第一条</h2><ol><li>一</li></ol><table><tbody><tr><td colspan="2">x</td></tr></tbody></table><a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">a</a><img src="https://example.com/seal.png" alt="公章" />',
    );
  });

  it('hashes the UTF-8 bytes as hex SHA-256', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('协议')).toBe(createHash('sha256').update(Buffer.from('协议', 'utf8')).digest('hex'));
  });
});
