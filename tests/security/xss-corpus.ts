/**
 * Hostile HTML placed into every free-text field the app renders (decision 0172, the
 * security and accessibility suites). Shared by the SafeHtml unit test (`src/ui/kit/primitives/SafeHtml.test.tsx`), the
 * back-office e2e spec (`tests/e2e/security-xss.spec.ts`) and, later, the template apps' specs.
 *
 * Every payload, if it ever ran, would call `alert`, `confirm` or `prompt` (trapped by `installXssTrap` in the
 * e2e helpers) or load a `javascript:` URL (a CSP violation under the app's policy). Each is short enough for
 * a name field (the mock API refuses names over 500 characters); `chunkCorpus` packs them into such fields.
 */
export interface XssPayload {
  id: string
  /** What the payload tries. */
  kind:
    | 'script'
    | 'event-handler'
    | 'javascript-url'
    | 'svg'
    | 'css'
    | 'iframe'
    | 'mutation'
    | 'template'
    | 'markup-breakout'
  html: string
}

export const XSS_CORPUS: readonly XssPayload[] = [
  { id: 'script-tag', kind: 'script', html: '<script>alert("xss-script-tag")</script>' },
  { id: 'script-src', kind: 'script', html: '<script src="data:text/javascript,alert(1)"></script>' },
  { id: 'script-split', kind: 'script', html: '<scr<script>ipt>alert("xss-split")</scr</script>ipt>' },
  { id: 'img-onerror', kind: 'event-handler', html: '<img src=x onerror=alert("xss-img")>' },
  { id: 'img-onerror-quoted', kind: 'event-handler', html: '<IMG SRC="x" ONERROR="confirm(1)">' },
  { id: 'body-onload', kind: 'event-handler', html: '<body onload=alert("xss-body")>' },
  { id: 'input-autofocus', kind: 'event-handler', html: '<input autofocus onfocus=prompt("xss-focus")>' },
  { id: 'details-toggle', kind: 'event-handler', html: '<details open ontoggle=alert("xss-toggle")>' },
  { id: 'video-source', kind: 'event-handler', html: '<video><source onerror=alert("xss-video")></video>' },
  {
    id: 'div-hover',
    kind: 'event-handler',
    html: '<div onmouseover="alert(1)" style="position:fixed;inset:0">',
  },
  { id: 'a-javascript', kind: 'javascript-url', html: '<a href="javascript:alert(\'xss-link\')">open</a>' },
  { id: 'a-javascript-case', kind: 'javascript-url', html: '<a href="JaVaScRiPt:alert(1)">x</a>' },
  { id: 'a-javascript-entity', kind: 'javascript-url', html: '<a href="&#106;avascript:alert(1)">x</a>' },
  { id: 'a-javascript-tab', kind: 'javascript-url', html: '<a href="java\tscript:alert(1)">x</a>' },
  {
    id: 'form-action',
    kind: 'javascript-url',
    html: '<form action="javascript:alert(1)"><button>go</button></form>',
  },
  { id: 'object-data', kind: 'javascript-url', html: '<object data="javascript:alert(1)"></object>' },
  { id: 'embed-src', kind: 'javascript-url', html: '<embed src="javascript:alert(1)">' },
  {
    id: 'meta-refresh',
    kind: 'javascript-url',
    html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  },
  { id: 'base-href', kind: 'javascript-url', html: '<base href="javascript:alert(1)//">' },
  { id: 'svg-onload', kind: 'svg', html: '<svg onload=alert("xss-svg")>' },
  { id: 'svg-script', kind: 'svg', html: '<svg><script>alert("xss-svg-script")</script></svg>' },
  { id: 'svg-animate', kind: 'svg', html: '<svg><animate onbegin=alert(1) attributeName=x dur=1s>' },
  {
    id: 'svg-xlink',
    kind: 'svg',
    html: '<svg><a xlink:href="javascript:alert(1)"><text y="9">x</text></a></svg>',
  },
  { id: 'css-expression', kind: 'css', html: '<div style="width:expression(alert(1))">x</div>' },
  { id: 'css-url', kind: 'css', html: '<div style="background:url(javascript:alert(1))">x</div>' },
  { id: 'css-import', kind: 'css', html: '<style>@import "javascript:alert(1)";</style>' },
  { id: 'css-behavior', kind: 'css', html: '<style>*{behavior:url(x.htc)}</style>' },
  {
    id: 'iframe-srcdoc',
    kind: 'iframe',
    html: '<iframe srcdoc="<script>parent.alert(1)</script>"></iframe>',
  },
  { id: 'iframe-src', kind: 'iframe', html: '<iframe src="javascript:alert(1)"></iframe>' },
  {
    id: 'mxss-math',
    kind: 'mutation',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  },
  {
    id: 'mxss-noscript',
    kind: 'mutation',
    html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  },
  { id: 'template-angular', kind: 'template', html: "{{constructor.constructor('alert(1)')()}}" },
  { id: 'template-i18n', kind: 'template', html: '{{- "<img src=x onerror=alert(1)>"}} $t(x)' },
  { id: 'attr-breakout', kind: 'markup-breakout', html: '"><img src=x onerror=alert("xss-attr")>' },
  { id: 'textarea-breakout', kind: 'markup-breakout', html: '</textarea><script>alert(1)</script>' },
  { id: 'title-breakout', kind: 'markup-breakout', html: '</title><script>alert(1)</script>' },
]

/** The corpus as one string per field, each at most `max` characters (payloads are never split). */
export function chunkCorpus(max: number, corpus: readonly XssPayload[] = XSS_CORPUS): string[] {
  const chunks: string[] = []
  let current = ''
  for (const { html } of corpus) {
    if (html.length > max) throw new Error(`payload longer than ${max}: ${html}`)
    const next = current ? `${current} ${html}` : html
    if (next.length > max) {
      chunks.push(current)
      current = html
    } else current = next
  }
  if (current) chunks.push(current)
  return chunks
}

/** Every payload's text, for checking a field came back unchanged (the API stores text as it is). */
export const CORPUS_TEXT = XSS_CORPUS.map((payload) => payload.html).join(' ')
